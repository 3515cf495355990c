/**
 * Directory copy that the specification does not word and the @prato/domain catalogue does not (yet) hold:
 * our wording, kept in one place so it can move into the catalogue without touching the screens.
 * Everything the specification words comes from `messages` in @prato/domain.
 */
export const texts = {
  filtrar: 'Filtrar',
  tipoEstabelecimento: 'Tipo de estabelecimento',
  selecioneCidade: 'Selecione a cidade',
  navegacaoPrincipal: 'Navegação principal',
  avaliacao: 'Avaliação',
  restaurantes: 'Restaurantes',
  naoPreenchaCampo: 'Não preencha este campo',
  fechar: 'Fechar',
  paginaInicial: 'Voltar para a página inicial',
  erroTitulo: 'Algo deu errado',
  erroTexto: 'Não foi possível carregar esta página agora. Tente novamente em instantes.',
  naoEncontradaTitulo: 'Página não encontrada',
  naoEncontradaTexto: 'O endereço que você procurou não existe ou mudou de lugar.',
  muitasTentativasTitulo: 'Muitas tentativas',
  requisicaoInvalidaTitulo: 'Requisição inválida',
  contatoTitulo: 'Fale com a nossa equipe',
  centroComercial: 'Centro comercial',
} as const
