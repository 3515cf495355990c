import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { getStorefrontContext } from '#app/lib/context.server'
import { tenantPath, usesGenericLayout } from '@prato/domain'
import { requireSameOrigin } from '@prato/web-server/server'
import { logout } from '#app/lib/session.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { saiuDaConta } from '@prato/domain/messages'

/** Sair (000 §2 profile menu): a form POST that ends the login and goes back to the tenant's landing page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const ctx = await getStorefrontContext({ request, context, params })
  logout(ctx.session)
  ctx.rotate()
  const slug = params.tenant && !usesGenericLayout(params.tenant) ? params.tenant : null
  return redirectWithToast(
    tenantPath(slug),
    { type: 'success', description: saiuDaConta },
    { headers: await ctx.commit() },
  )
}

/** A GET of /sair (a bookmarked or prefetched link) never logs out: it goes to the landing page. */
export async function loader({ params }: ActionFunctionArgs) {
  return redirect(
    tenantPath(params.tenant && !usesGenericLayout(params.tenant) ? params.tenant : null),
  )
}
