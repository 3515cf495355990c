/**
 * The dialogs' titles (000 §2, 001 §2). Part of the catalogue: see ../messages.ts for the rules.
 *
 * A module of their own because the storefront's dialog registry names every dialog by its title and every page
 * that links to a dialog loads the registry: a page then loads these few words, not the account screens' texts.
 */
import { menuTrocarTelefone } from './shell'

export const fazerLoginTitulo = 'Fazer Login'
export const fazerCadastro = 'Fazer Cadastro'
export const recuperarSenha = 'Recuperar senha' // our wording (password recovery dialog)
export const confirmarSms = 'Confirmar SMS'
export const trocarTelefone = menuTrocarTelefone
export const informeTelefoneTitulo = 'Informe o telefone'
export const perfil = 'Perfil'
export const pesquisarEndereco = 'Pesquisar endereço'
export const enderecoParaEntrega = 'Endereço para entrega'
export const enderecoTitulo = 'Endereço' // our wording
export const detalhesProduto = 'Detalhes do produto' // our wording (product view title)
export const informacoesBasicas = 'Informações básicas' // our wording (offline customer dialog title)
export const valorEmDinheiroTitulo = 'Pagamento em dinheiro' // our wording (cash-amount dialog title)
export const novoCartaoTitulo = 'Novo cartão' // our wording (new card dialog title: novoCartao's words, kept here with the registry's titles)
export const avaliacoesTitulo = 'Avaliações' // same words as `avaliacoes` (001 §2 ratings list; here so the registry does not load the account group)
export const suaAvaliacaoTitulo = 'Sua avaliação' // (001 §2 rating dialog; the same words as `suaAvaliacao`, here so the registry does not load the account group)
export const cancelarPedidoTitulo = 'Cancelar pedido' // our wording (the cancel-order reason dialog; 001 §2 names it, without a title)
