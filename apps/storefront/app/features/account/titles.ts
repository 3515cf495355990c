import type { AccountDialogName } from './routing'
import {
  confirmarSms,
  enderecoParaEntrega,
  enderecoTitulo,
  fazerCadastro,
  fazerLoginTitulo,
  informeTelefoneTitulo,
  perfil,
  pesquisarEndereco,
  recuperarSenha,
  trocarTelefone,
} from '@prato/domain/messages'

/** The title of each account dialog, also the heading of its full page (000 §2 "Dialogs in this area"). */
export const dialogTitles: Record<AccountDialogName, string> = {
  login: fazerLoginTitulo,
  cadastro: fazerCadastro,
  'recuperar-senha': recuperarSenha,
  sms: confirmarSms,
  telefone: trocarTelefone,
  'informe-telefone': informeTelefoneTitulo,
  perfil: perfil,
  enderecos: enderecoParaEntrega,
  'pesquisar-endereco': pesquisarEndereco,
  endereco: enderecoTitulo,
}
