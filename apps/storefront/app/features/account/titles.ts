import { messages } from '@prato/domain'
import { accountLabels } from './labels'
import type { AccountDialogName } from './routing'

/** The title of each account dialog, also the heading of its full page (000 §2 "Dialogs in this area"). */
export const dialogTitles: Record<AccountDialogName, string> = {
  login: messages.fazerLoginTitulo,
  cadastro: messages.fazerCadastro,
  'recuperar-senha': messages.recuperarSenha,
  sms: messages.confirmarSms,
  telefone: messages.trocarTelefone,
  'informe-telefone': messages.informeTelefoneTitulo,
  perfil: messages.perfil,
  enderecos: messages.enderecoParaEntrega,
  'pesquisar-endereco': messages.pesquisarEndereco,
  endereco: accountLabels.enderecoTitulo,
}
