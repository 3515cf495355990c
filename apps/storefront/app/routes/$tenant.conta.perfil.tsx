import type { RouteHandle } from '#app/lib/route-handle'
import { parseWithZod } from '@conform-to/zod/v4'
import { profileErrorMessage, profileSchema } from '@prato/domain'
import { perfilFalhou, perfil } from '@prato/domain/messages'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/ErrorBoundary'
import { reply, succeed, readForm } from '#app/components/forms.server'
import { Screen, useScreenData } from '#app/components/screen'
import {
  accountRequest,
  continueFrom,
  isPhoto,
  nextLocation,
  refreshUser,
  requireUser,
  saveProfile,
  toAccountUser,
} from '#app/features/account/account.server'
import { upstreamFailure } from '#app/features/account/address-data'
import { ProfileForm } from '#app/features/account/components/ProfileForm'
import { MAX_PHOTO_BYTES } from '#app/features/account/photo'

/** Perfil (000 §7 PUT /api/usuario-logado): /{tenant}/conta/perfil, and the `?dialog=perfil` dialog. */
export const meta: MetaFunction = () => [{ title: handle.dialog.title }]

export async function loader(args: LoaderFunctionArgs) {
  const { ctx } = await accountRequest(args, 'perfil')
  return { user: toAccountUser(requireUser(ctx, args.request)) }
}

/**
 * Uploads larger than this are refused before they are read (the photo itself is checked by isPhoto): the server
 * takes bodies up to this size on this route only (`handle.uploadBytes`), every other form up to 64 KB.
 */
const MAX_PROFILE_REQUEST_BYTES = MAX_PHOTO_BYTES + 64 * 1024

/** Multipart: an optional photo is uploaded first, then the profile is saved and the user-info read again. */
export async function action(args: ActionFunctionArgs) {
  const { ctx, tenant } = await accountRequest(args, 'perfil')
  const user = requireUser(ctx, args.request)
  if (Number(args.request.headers.get('content-length') ?? 0) > MAX_PROFILE_REQUEST_BYTES)
    return reply({ alert: { tone: 'danger', message: perfilFalhou } }, 413)
  const formData = await readForm(args.request)
  const from = continueFrom(formData, args.request, tenant)
  const submission = parseWithZod(formData, { schema: profileSchema })
  if (submission.status !== 'success') return reply({ result: submission.reply() })
  const foto = formData.get('foto')
  const photo = isPhoto(foto) ? foto : null
  if (!photo && foto instanceof File && foto.size > 0)
    return reply({ result: submission.reply({ formErrors: [perfilFalhou] }) })
  let saved: boolean
  try {
    saved = await saveProfile(
      ctx,
      {
        nome: submission.value.nome,
        cpf: submission.value.cpf ?? null,
        sexo: submission.value.sexo ?? null,
        dataNascimento: submission.value.dataNascimento ?? null,
        imagemUrl: user.imagemUrl ?? null,
      },
      photo,
    )
  } catch (error) {
    // 000 §8 "Profile failure: the first server message, else 'Houve um problema'"
    return reply({
      result: submission.reply({ formErrors: [profileErrorMessage(upstreamFailure(error).body)] }),
    })
  }
  if (!saved) return reply({ result: submission.reply({ formErrors: [perfilFalhou] }) })
  await refreshUser(ctx)
  return succeed(nextLocation(from), await ctx.commit())
}

export default function ProfileScreen() {
  const { user } = useScreenData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Screen name="perfil">
      <ProfileForm user={user} actionData={actionData} />
    </Screen>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}

// the diner's own data: kept by no cache, even for a request without a cookie
export const handle = {
  personal: true,
  uploadBytes: MAX_PROFILE_REQUEST_BYTES,
  dialog: { name: 'perfil', access: 'user', size: 'large', title: perfil },
} satisfies RouteHandle

declare module '#app/components/dialogs' {
  interface DialogRoutes {
    perfil: true
  }
}
