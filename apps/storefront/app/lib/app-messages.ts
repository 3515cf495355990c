/**
 * Texts the app needs that the @prato/domain catalogue does not have (yet): error pages and the logout toast.
 * The specification does not word them ("our wording"); they should move to the catalogue under the same keys.
 */
export const appMessages = {
  paginaNaoEncontradaTitulo: 'Página não encontrada',
  paginaNaoEncontradaTexto: 'O endereço que você procurou não existe ou foi removido.',
  erroTitulo: 'Houve um problema',
  erroTexto: 'Não foi possível carregar esta página agora. Tente novamente em alguns instantes.',
  acessoNegadoTitulo: 'Acesso negado',
  acessoNegadoTexto: 'Você não tem permissão para acessar esta página.',
  muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  servicoIndisponivelTitulo: 'Serviço indisponível',
  servicoIndisponivelTexto: 'O restaurante não respondeu a tempo. Tente novamente em alguns instantes.',
  voltarAoInicio: 'Voltar ao início',
  saiuDaConta: 'Você saiu da sua conta.',
  carregandoMapa: 'Carregando mapa...',
  localizacao: 'Localização',
  contato: 'Contato',
  musicaAoVivo: 'Música ao vivo',
} as const
