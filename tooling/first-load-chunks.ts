// Fewer, larger chunks for a route's first load (DESIGN §7: at most 12 script requests, modulepreloads included, and
// 120 KB of gzipped JavaScript). Left alone, Rollup makes one chunk per set of routes sharing a module: dozens of
// sub-kilobyte chunks (a Money, a Badge, a stylesheet's class names), each a round trip on a phone's network.
// Instead the shared code is grouped by what it is (docs/decisions/0021, 0040):
//
// - `framework`: React, Remix and its router: on every page.
// - `kit`: what every page is built of: the shell, the design system's common components, the domain's common
//   rules and the shell's texts (with the words several screen groups share), the apps' shared components and
//   helpers.
// - each screen group's own rules, texts and parts (`account`, `ordering`, `cart`, `orders`, `table`), as the
//   domain's texts are grouped: a page loads the groups it shows, never the others'. A text one group's screens
//   share with another's lives in the shell's texts, so no group's texts load another group.
// - each library a page needs only on demand, with the components that wrap it, in a chunk of its own: the dialogs
//   (radix), the forms (conform, the masked and password fields) and their choice fields, the forms' validation in
//   the browser (zod and the domain's schemas, loaded after the page), the carousel, the QR code, the masks, the
//   map, TanStack Query (loaded when a poll starts), the menus' parts, the header's menus and footer (the shell's
//   island), the address search's box, a rating's stars.
//
// Every group is named: Rollup moves a module's unassigned dependencies into its manual chunk, so a heavy library
// left unnamed would be pulled into `kit` and into every first load, and a module left unnamed that a group imports
// is pulled into that group. A route's and an island's own code stay in their chunks (Rollup's default), so the code
// reached only through `import()` still loads on demand. `npm run bench` prints what each route loads.
const GROUPS: Array<[name: string, test: RegExp]> = [
  // the styles of what every page may draw before its code arrives (a dialog opened by URL, the shell's menus and
  // footer): in `kit`'s stylesheet, one request, while their code stays in its own chunks
  [
    'kit',
    /packages\/ui\/src\/components\/(Dialog|ConfirmDialog|Drawer|private\/Modal|DropdownMenu|AppStoreLinks|Footer|ScrollToTop)\/[^/]*\.css\.ts/,
  ],
  [
    'framework',
    /node_modules\/(react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|react-router|react-router-dom|turbo-stream)\//,
  ],
  [
    'dialog',
    /node_modules\/(@radix-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)\/|packages\/ui\/src\/components\/(Dialog|ConfirmDialog|Drawer|private\/Modal)\/|app\/components\/RouteDialog/,
  ],
  ['mask', /node_modules\/imask\/|packages\/ui\/src\/components\/MaskedField\/mask-engine/],
  // the browser's validation, loaded once a form is on the page (forms.tsx): zod, conform's zod adapter and the
  // domain's schemas
  [
    'validation',
    /node_modules\/(zod|@conform-to\/zod)\/|packages\/domain\/src\/forms\/|app\/components\/form-validation\.ts/,
  ],
  [
    'forms',
    /node_modules\/@conform-to\/|packages\/ui\/src\/components\/(MaskedField|PasswordField)\/|app\/components\/forms\.tsx/,
  ],
  // the choices beyond a text box (radio buttons, selects, check boxes, long text): the forms and the screens that
  // offer choices without one (the product's variations, the reservation's steps)
  ['fields', /packages\/ui\/src\/components\/(RadioGroup|Select|Checkbox|TextArea)\//],
  // the form kit's own choice fields, for the forms that offer a select or a long text
  ['form-choices', /app\/components\/form-choices\.tsx$/],
  ['carousel', /node_modules\/embla-carousel[^/]*\/|packages\/ui\/src\/components\/Carousel\//],
  [
    'qrcode',
    /node_modules\/qrcode\.react\/|packages\/ui\/src\/components\/QrCode\/|app\/components\/PixCode/,
  ],
  ['map', /node_modules\/(maplibre-gl|react-map-gl)\/|packages\/ui\/src\/components\/MapView\//],
  ['query', /node_modules\/@tanstack\/|app\/components\/polling-engine/],
  // the polled screens' hooks (tracking, the PIX pages), which load `query` when a poll starts, and the PIX code's
  // stub, whose island's styles (the QR code's) the pages that show a PIX code link, not every page
  [
    'polling',
    /app\/(components|features\/orders)\/polling\.tsx$|app\/components\/pix-code\.deferred\.tsx$/,
  ],
  // the menus' own parts (the product cards, the category chips and groups, the search box, the cart's bar): the
  // menus, the product and the cart load them, the other screens do not
  [
    'menu',
    /packages\/ui\/src\/components\/(ProductCard|CategoryChips|Accordion|BottomBar|SearchField)\//,
  ],
  // the screen groups' own rules, texts and parts (the domain's texts are grouped the same way, one module per group),
  // with the screens' pieces that several of the group's routes share: a page loads the groups it shows, never the
  // others'
  [
    'account',
    /packages\/domain\/src\/(documents|reference|texts\/account|texts\/address-search)\.ts$/,
  ],
  [
    'ordering',
    /packages\/domain\/src\/(pricing|texts\/cart|texts\/ordering|texts\/product|texts\/table-order)\.ts$|app\/features\/checkout\/checkout\.css\.ts/,
  ],
  [
    'cart',
    /packages\/domain\/src\/(cart|checkout|table-order|variations|menu)\.ts$|packages\/ui\/src\/components\/(Counter|Tabs|Prompt)\/|app\/components\/pending-cart\.ts$/,
  ],
  [
    'orders',
    /packages\/domain\/src\/(survey|orders|texts\/orders|texts\/order-tracking|texts\/history|texts\/survey)\.ts$/,
  ],
  // the table's, the loyalty programme's and the reservations' (events included)
  [
    'table',
    /packages\/domain\/src\/(tab|reservations|events|texts\/tab|texts\/minha-conta|texts\/qrcode|texts\/events)\.ts$|packages\/ui\/src\/components\/(Stepper|Skeleton)\/|app\/features\/(tab\/tab\.css|loyalty\/loyalty\.css|events\/events\.css)\.ts$|app\/features\/events\/(reservation-tone\.ts|Detail\.tsx)$/,
  ],
  // the header's menus and the footer, drawn by the shell's island after the page
  [
    'shell',
    /packages\/ui\/src\/components\/(DropdownMenu|AppStoreLinks|Footer|ScrollToTop\/ScrollToTopButton)/,
  ],
  // the stars of a rating, which only the rating screens show
  ['rating', /packages\/ui\/src\/components\/StarRating\//],
  // the address search's box, which only that screen shows
  ['combobox', /packages\/ui\/src\/components\/Combobox\//],
  [
    'kit',
    /vite\/preload-helper|packages\/(ui|domain|web-server)\/src\/|node_modules\/@vanilla-extract\/|apps\/[a-z]+\/app\/(components|lib)\/|app\/features\/shell\/(TenantShell|TenantShell\.css|TenantHeader|deferred)\.tsx?$/,
  ],
]

export function manualChunks(id: string): string | undefined {
  return GROUPS.find(([, test]) => test.test(id))?.[0]
}
