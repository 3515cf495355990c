/** Any address no route claims is a real 404; the root boundary renders the Portuguese page. */
export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' })
}

// Never rendered (the loader always throws), but a component keeps this a page route rather than a resource
// route, so the 404 is an HTML page and not an empty body.
export default function NotFound() {
  return null
}
