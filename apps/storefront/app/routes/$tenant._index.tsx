import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Await, useLoaderData } from '@remix-run/react'
import { ScrollToTop } from '@prato/ui'
import { Suspense, lazy } from 'react'
import { LandingHero, WeeklyCarousel } from '../features/landing/deferred'
import { InfoSection, formatAddress } from '../features/landing/InfoSection'
import { LandingButtons } from '../features/landing/LandingButtons'
import { MapPlaceholder, type MapPlace } from '../features/landing/MapPlaceholder'
import { MenuBlock } from '../features/landing/MenuBlock'
import { GenericLanding } from '../features/landing/GenericLanding'
import { getStorefrontContext } from '../lib/context.server'
import { landingButtons, tenantPath } from '@prato/domain'
import { restaurantJsonLd, loadWeeklyHighlights } from '../features/landing/landing.server'
import { surveyOffered } from '../features/survey/survey.server'
import type { SharedPageHandle } from '../lib/page-cache.server'
import { serializeJsonLd, useNonce } from '@prato/web-server'
import { dialogHref } from '../components/dialogs'
import { screenPath } from '../components/screens'
import { tenantLayoutOf, useTenantLayout } from '../lib/tenant-layout'
import { tenantFailure } from '../lib/tenant-loader.server'
import type { TenantView } from '../lib/tenant.server'

// The map box sits below the fold; its code (and, once scrolled near, MapLibre's) loads after the first paint,
// and the same fixed box holds its place meanwhile.
const LandingMap = lazy(() =>
  import('../features/landing/MapSection').then((m) => ({ default: m.LandingMap })),
)

// Every visitor without cookies gets this page alike (the tenant's public data): server.js keeps it a few seconds
// for them (lib/page-cache.server.ts, docs/decisions/0010).
export const handle: SharedPageHandle = { sharedWithAnonymousVisitors: true }

/** How long the landing waits for the weekly highlights before it streams them instead. */
const WEEKLY_HEAD_START_MS = 100

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = await getStorefrontContext({ request, context, params })
  let view: TenantView
  try {
    view = (await ctx.loadTenant()).view
  } catch (error) {
    throw await tenantFailure(ctx, request, error)
  }
  const url = new URL(request.url)
  // Below the fold, so never worth a slow page: given a short head start, the weekly highlights are usually in the
  // first HTML (a visitor without JavaScript sees them too; React cannot reveal a streamed part without it), and
  // a slow answer streams in afterwards instead of holding the page back.
  const weekly = loadWeeklyHighlights(ctx, view)
  // the satisfaction survey is offered when the restaurant has one (read once for every visitor, like the menus)
  const survey = view.generic ? Promise.resolve(false) : surveyOffered(ctx)
  let headStart: ReturnType<typeof setTimeout> | undefined
  const early = await Promise.race([
    weekly,
    new Promise<null>((resolve) => (headStart = setTimeout(resolve, WEEKLY_HEAD_START_MS, null))),
  ])
  clearTimeout(headStart)
  const buttons = view.generic
    ? []
    : landingButtons({
        ...view.flags,
        guias: view.guias,
        // URLs were already through the allowlist (safeExternalUrl): the domain rule only decides which buttons show.
        urlMensagem: view.messagingUrl,
        urlAvaliacao: view.reviewUrl,
        urlDownloadAndroid: view.androidUrl,
        urlDownloadIOS: view.iosUrl,
        wifiNome: view.wifi?.rede ?? null,
        wifiSenha: view.wifi?.senha ?? null,
      })
  return {
    // the tenant itself is the layout's data (not sent twice): only the landing's own pieces here
    generic: view.generic,
    buttons,
    mapStyleUrl: ctx.env.MAP_STYLE_URL ?? null,
    jsonLd: view.generic
      ? null
      : serializeJsonLd(restaurantJsonLd(view, `${url.origin}${url.pathname}`)),
    // built here so the dialog registry stays out of the landing's first load
    wifiHref: dialogHref(`${url.pathname}${url.search}`, 'wifi'),
    surveyHref: (await survey) ? dialogHref(`${url.pathname}${url.search}`, 'pesquisa') : null,
    ratingsHref: view.generic ? null : dialogHref(`${url.pathname}${url.search}`, 'avaliacoes'),
    // never fails the page: a failure is an empty list. Already there (the shared 60 s answer, the usual case),
    // it is sent as data: a promise would be streamed as one more chunk after the page (docs/decisions/0033).
    weekly: early ?? weekly,
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => {
  const view = tenantLayoutOf(matches)?.tenant
  const title = view?.name ?? ''
  const tags: ReturnType<MetaFunction> = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:url', content: location.pathname },
  ]
  if (view?.description) {
    tags.push(
      { name: 'description', content: view.description },
      { property: 'og:description', content: view.description },
    )
  }
  const image = view?.heroImageUrl ?? view?.logoUrl
  if (image) tags.push({ property: 'og:image', content: image })
  return tags
}

export default function Landing() {
  const { buttons, mapStyleUrl, jsonLd, weekly, wifiHref, surveyHref, ratingsHref } =
    useLoaderData<typeof loader>()
  const layout = useTenantLayout()
  const nonce = useNonce()
  const view = layout?.tenant
  if (!view || view.generic) return <GenericLanding />
  const hrefFor = (path: string) => tenantPath(view.slug, path)
  const deliveryOn = !view.flags.flgDeliveryIndisponivel
  const place: MapPlace | null =
    view.latitude != null && view.longitude != null
      ? {
          text: formatAddress(view.address) ?? view.name,
          latitude: view.latitude,
          longitude: view.longitude,
        }
      : null
  return (
    <main>
      {jsonLd ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: jsonLd }}
        />
      ) : null}
      {/* 000 §2: "A hero image shows a Delivery card with the action FAZER PEDIDO when the delivery flag is on"; the
          action links only to a delivery screen that exists. The restaurant's name is the page's heading. */}
      <Suspense fallback={null}>
        <LandingHero
          title={view.name}
          description={view.description}
          imageUrl={view.heroImageUrl}
          showDelivery={deliveryOn}
          deliveryHref={deliveryOn ? screenPath(view.slug, 'delivery') : null}
        />
      </Suspense>
      <InfoSection
        tempoMedioEntregaNome={view.tempoMedioEntregaNome}
        phone={view.phoneDisplay}
        phoneHref={view.phoneHref}
        email={view.email}
        emailHref={view.emailHref}
        address={view.address}
      />
      <LandingButtons
        buttons={buttons}
        hrefFor={hrefFor}
        wifiHref={wifiHref}
        surveyHref={surveyHref}
        ratingsHref={ratingsHref}
      />
      {view.flags.flgMostraCardapioMenu ? (
        <MenuBlock menuHref={screenPath(view.slug, 'menu')} />
      ) : null}
      <Suspense fallback={null}>
        <Await resolve={weekly} errorElement={null}>
          {(items) => <WeeklyCarousel items={items} />}
        </Await>
      </Suspense>
      {place ? (
        // Without a map style there are no streets to draw (a blank canvas with a pin helps nobody): the box is
        // the address and 'Como chegar', rendered by the server, and no map code is loaded at all.
        mapStyleUrl ? (
          <Suspense fallback={<MapPlaceholder place={place} />}>
            <LandingMap
              latitude={place.latitude}
              longitude={place.longitude}
              label={view.name}
              address={formatAddress(view.address)}
              styleUrl={mapStyleUrl}
            />
          </Suspense>
        ) : (
          <MapPlaceholder place={place} />
        )
      ) : null}
      <ScrollToTop />
    </main>
  )
}
