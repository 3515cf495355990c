import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { loginSchema } from '@prato/domain'
import { loginFalhou, loginIndisponivel, fazerLoginTitulo } from '@prato/domain/messages'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { isBot, reply, readForm } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import {
  accountRequest,
  continueFrom,
  externalLoginProviders,
  externalTokenFor,
  isCredentialRefusal,
  loginThrottle,
  nextLocation,
  signIn,
  tooManyAttempts,
} from '#app/features/account/account.server'
import { LoginForm } from '#app/features/account/components/LoginForm'

/**
 * Fazer Login (000 §2, §4): /{tenant}/conta/entrar as a page, and the `?dialog=login` dialog on any tenant page
 * (<RouteDialog> shows this screen). Two intents: `password` and `external` (a provider's grant).
 */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await accountRequest(args, 'login')
  return { providers: externalLoginProviders(ctx.env) }
}

export async function action(args: ActionFunctionArgs) {
  const { ctx, tenant } = await accountRequest(args, 'login')
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  const throttle = loginThrottle(args.request)

  switch (formData.get('intent')) {
    case 'external': {
      const offered = externalLoginProviders(ctx.env).find((p) => p.id === formData.get('provider'))
      if (!offered) return reply({ alert: { tone: 'danger', message: loginFalhou } })
      if (await throttle.blocked())
        return reply({ alert: { tone: 'danger', message: tooManyAttempts } }, 429)
      try {
        await signIn(
          ctx,
          ctx.api.auth.externalLogin(offered.id, await externalTokenFor(ctx, offered.id)),
        )
      } catch (error) {
        if (!isCredentialRefusal(error)) {
          ctx.logger.warn('external login: the login service failed', { error })
          return reply({ alert: { tone: 'danger', message: loginIndisponivel } }, 503)
        }
        // A refused grant reads as a login failure (000 §8).
        await throttle.failed()
        return reply({ alert: { tone: 'danger', message: loginFalhou } })
      }
      return redirect(nextLocation(from), { headers: await ctx.commit() })
    }
    default: {
      const submission = parseWithZod(formData, { schema: loginSchema })
      // The password is never echoed back (hideFields) nor logged.
      const hide = { hideFields: ['senha'] }
      if (submission.status !== 'success') return reply({ result: submission.reply(hide) })
      if (await throttle.blocked())
        return reply({ result: submission.reply({ ...hide, formErrors: [tooManyAttempts] }) }, 429)
      if (isBot(formData)) {
        await throttle.failed()
        return reply({ result: submission.reply({ ...hide, formErrors: [loginFalhou] }) })
      }
      try {
        await signIn(
          ctx,
          ctx.api.auth.passwordLogin(submission.value.email, submission.value.senha),
        )
      } catch (error) {
        if (!isCredentialRefusal(error)) {
          ctx.logger.warn('password login: the login service failed', { error })
          return reply(
            { result: submission.reply({ ...hide, formErrors: [loginIndisponivel] }) },
            503,
          )
        }
        // 000 §8 "Login failure: 'Usuário ou senha inválidos!'"
        await throttle.failed()
        return reply({ result: submission.reply({ ...hide, formErrors: [loginFalhou] }) })
      }
      return redirect(nextLocation(from), { headers: await ctx.commit() })
    }
  }
}

export default function LoginScreen() {
  const { providers } = useScreenData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="login">
      <LoginForm actionData={actionData} providers={providers} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  dialog: { name: 'login', access: 'anonymous', size: 'medium', title: fazerLoginTitulo },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    login: true
  }
}
