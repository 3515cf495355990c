/**
 * Logs the demo diner (Ana, the sandbox's seed) in on a running storefront through its login form's action, and
 * answers the session cookie (`name=value; …`) for later requests — the pages a logged-in diner sees, checked by
 * the HTML validator and measured by the bench.
 */
export async function logInDiner(storefront, tenant = '/bella-napoli') {
  const answer = await fetch(`${storefront}${tenant}/conta/entrar`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: storefront, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'ana@prato.dev', senha: 'prato123' }),
  })
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (answer.status !== 302 || !cookie) throw new Error(`login answered ${answer.status}`)
  return cookie
}
