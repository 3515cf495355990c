/**
 * Labels the account screens need that the catalogue of @prato/domain does not have yet.
 *
 * ADAPTER (pending-domain): each entry is "our wording" (the specification names the control without wording
 * it) and is to move into packages/domain/src/messages.ts under the same key; then this file re-exports it.
 */
export const accountLabels = {
  entrarCom: (provider: string) => `Entrar com ${provider}`,
  buscarCep: 'Buscar CEP',
  pesquisar: 'Pesquisar',
  usarEndereco: 'Usar este endereço',
  novoEndereco: 'Novo endereço',
  editar: 'Editar',
  selecionar: 'Selecionar',
  enderecoPrincipal: 'Principal',
  foto: 'Foto',
  semEnderecos: 'Nenhum endereço cadastrado.',
  nenhumResultado: 'Nenhum endereço encontrado.',
  codigoEnviadoPara: (telefone: string) => `Enviamos um código por SMS para ${telefone}.`,
  ou: 'ou',
  enderecoTitulo: 'Endereço',
} as const
