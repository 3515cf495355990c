import { messages, profileErrorMessage, registrationErrorMessage, smsConfirmationErrorMessage } from '@prato/domain'
import {
  upstreamFailure,
  type AccountApi,
  type ProfilePayload,
  type RegistrationPayload,
  type SignIn,
} from './account-api.server'

/**
 * The rules of the account actions (000 §4, §8) as plain functions over the API port: which calls, in which
 * order, and which catalogue message a failure becomes. The route actions add parsing, the session and the
 * redirect around them.
 */

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string }

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value })
const fail = <T>(message: string): Outcome<T> => ({ ok: false, message })

/** 000 §8 "Login failure: 'Usuário ou senha inválidos!'". */
export async function passwordLogin<T, U>(
  api: AccountApi<T, U>,
  input: { email: string; senha: string },
): Promise<Outcome<SignIn<T, U>>> {
  try {
    return ok(await api.passwordLogin(input.email, input.senha))
  } catch {
    return fail(messages.loginFalhou)
  }
}

/** External-provider login (000 §4 "by external-provider login"); a refusal reads as a login failure. */
export async function externalLogin<T, U>(
  api: AccountApi<T, U>,
  input: { provider: string; externalToken: string },
): Promise<Outcome<SignIn<T, U>>> {
  try {
    return ok(await api.externalLogin(input.provider, input.externalToken))
  } catch {
    return fail(messages.loginFalhou)
  }
}

/**
 * 000 §4 "Registration flow: 1. Register. 2. Log in automatically. 3. Open the SMS confirmation dialog."
 * 000 §8 "Registration failure: the first message of the server error body, else 'Houve um problema ao realizar
 * o cadastro.'" When the account was created but the automatic login fails, the account exists: the value is
 * null and the caller sends the diner to the login dialog instead of showing a registration failure.
 */
export async function register<T, U>(
  api: AccountApi<T, U>,
  payload: RegistrationPayload,
): Promise<Outcome<SignIn<T, U> | null>> {
  try {
    await api.register(payload)
  } catch (error) {
    return fail(registrationErrorMessage(upstreamFailure(error).body))
  }
  try {
    return ok(await api.passwordLogin(payload.email, payload.senha))
  } catch {
    return ok(null)
  }
}

/**
 * 000 §8 "Recovery answer false: 'Não foi possível recuperar a senha do usuário!'" and "Recovery success: an
 * alert saying that an e-mail with recovery information was sent". A failed call is answered like `false`.
 */
export async function recoverPassword(api: AccountApi, email: string): Promise<Outcome<string>> {
  try {
    if (await api.recoverPassword(email)) return ok(messages.recuperarSenhaSucesso)
  } catch {
    // same answer as `false`: the diner can only try again
  }
  return fail(messages.recuperarSenhaFalhou)
}

/** 000 §8 "SMS confirmation failure: the server message, else 'Código ou e-mail não encontrado, solicite um novo código.'" */
export async function confirmSms(api: AccountApi, codigo: string): Promise<Outcome<null>> {
  try {
    await api.confirmSms(codigo)
    return ok(null)
  } catch (error) {
    return fail(smsConfirmationErrorMessage(upstreamFailure(error).body))
  }
}

/** 000 §8 "SMS resend failure: 'Houve um problema ao realizar esta operação.'" */
export async function resendSms(
  api: AccountApi,
  telefone: string | null | undefined,
): Promise<Outcome<null>> {
  if (!telefone) return fail(messages.operacaoFalhou)
  try {
    await api.resendSms(telefone)
    return ok(null)
  } catch {
    return fail(messages.operacaoFalhou)
  }
}

/**
 * 000 §4 "Phone change 1. The new phone is submitted and the server returns an authorization value
 * (autorizacao)." 000 §8 "Phone change failure: 'Houve um problema ao trocar o telefone, tente mais tarde'".
 */
export async function requestPhoneChange(
  api: AccountApi,
  novoTelefone: string,
): Promise<Outcome<string>> {
  try {
    const autorizacao = await api.requestPhoneChange(novoTelefone)
    return autorizacao ? ok(autorizacao) : fail(messages.trocarTelefoneFalhou)
  } catch {
    return fail(messages.trocarTelefoneFalhou)
  }
}

/** 000 §4 "3. The new phone, code and authorization are sent together to validate the change." */
export async function confirmPhoneChange(
  api: AccountApi,
  input: { novoTelefone: string; codigoSms: string; autorizacao: string },
): Promise<Outcome<null>> {
  try {
    await api.confirmPhoneChange(input)
    return ok(null)
  } catch {
    return fail(messages.trocarTelefoneFalhou)
  }
}

/** The largest profile photo accepted (the upload is proxied through the storefront). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

/** A real photo was chosen (browsers send an empty file part when the input was left alone). */
export function isPhoto(file: unknown): file is File {
  return (
    typeof File !== 'undefined' &&
    file instanceof File &&
    file.size > 0 &&
    file.size <= MAX_PHOTO_BYTES &&
    (PHOTO_TYPES as readonly string[]).includes(file.type)
  )
}

/**
 * Profile save (000 §7): an optional photo goes first as multipart to POST /v1/pessoas/imagem, whose imagemUrl
 * then travels with the other fields in PUT /api/usuario-logado. 000 §8 "Profile failure: the first server
 * message, else 'Houve um problema'".
 */
export async function updateProfile(
  api: AccountApi,
  payload: ProfilePayload,
  photo: File | null,
): Promise<Outcome<ProfilePayload>> {
  let imagemUrl = payload.imagemUrl
  try {
    if (photo) imagemUrl = await api.uploadProfileImage(photo, photo.name || 'foto')
    const saved = { ...payload, imagemUrl }
    if (!(await api.updateProfile(saved))) return fail(messages.perfilFalhou)
    return ok(saved)
  } catch (error) {
    return fail(profileErrorMessage(upstreamFailure(error).body))
  }
}
