import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { messages } from './catalogue'

/**
 * Each entry of the catalogue that the specification words, pinned to the specification's exact
 * text (typos included). The section is where the text is quoted.
 */
const specTexts: ReadonlyArray<readonly [keyof typeof messages, string, string]> = [
  // 000 shell, accounts, addresses
  ['criarConta', 'Criar conta', '000 §2 header'],
  ['entrar', 'Entrar', '000 §2 header'],
  ['sair', 'Sair', '000 §2 profile dropdown'],
  ['fazerPedido', 'FAZER PEDIDO', '000 §2 hero'],
  ['conhecaNossoMenu', 'Conheça nosso menu', '000 §2'],
  ['informacoesDaSemana', 'Informações da Semana', '000 §2'],
  ['fazerLoginTitulo', 'Fazer Login', '000 §2 dialogs'],
  ['fazerCadastro', 'Fazer Cadastro', '000 §2 dialogs'],
  ['confirmarSms', 'Confirmar SMS', '000 §2 dialogs'],
  ['trocarTelefone', 'Trocar Telefone', '000 §2 dialogs'],
  ['informeTelefoneTitulo', 'Informe o telefone', '000 §2 dialogs'],
  ['perfil', 'Perfil', '000 §2 dialogs'],
  ['pesquisarEndereco', 'Pesquisar endereço', '000 §2 dialogs'],
  ['enderecoParaEntrega', 'Endereço para entrega', '000 §2 dialogs'],
  ['defaultAddressName', 'Minha casa', '000 §3'],
  ['paisPadrao', 'Brasil', '000 §9'],
  ['enderecoNaoAceitaEntrega', 'Este estabelecimento não aceita entrega para este endereço!', '000 §4'],
  ['informeNome', 'Informe o nome!', '000 §5'],
  ['informeSobrenome', 'Informe o sobrenome!', '000 §5'],
  ['informeTelefone', 'Informe o telefone!', '000 §5'],
  ['informeEmail', 'Informe o email!', '000 §5'],
  ['informeSenha', 'Informe a senha!', '000 §5'],
  ['senhaMinimo', 'Informe pelo menos 6 caracteres na senha!', '000 §5'],
  ['informeCodigoSms', 'Informe o código do SMS!', '000 §5'],
  ['informeNovoTelefone', 'Informe o novo telefone corretamente!', '000 §5'],
  [
    'informeBairro',
    'Informe o bairro! Você precisa buscar o endereço pelo CEP ou fazer uma pesquisa!',
    '000 §5',
  ],
  ['informeRua', 'Informe a rua!', '000 §5'],
  ['informeNumero', 'Informe o numero!', '000 §5'],
  ['cepInvalido', 'CEP em formato inválido!', '000 §5'],
  ['cepInexistente', 'Este cep não existe na base dos correios!', '000 §5'],
  ['enderecoNaoBrasileiro', 'Você precisa selecionar um endereço brasileiro.', '000 §5'],
  ['loginFalhou', 'Usuário ou senha inválidos!', '000 §8'],
  ['cadastroFalhou', 'Houve um problema ao realizar o cadastro.', '000 §8'],
  ['recuperarSenhaFalhou', 'Não foi possível recuperar a senha do usuário!', '000 §8'],
  ['smsConfirmacaoFalhou', 'Código ou e-mail não encontrado, solicite um novo código.', '000 §8'],
  ['operacaoFalhou', 'Houve um problema ao realizar esta operação.', '000 §8, 001 §8'],
  ['trocarTelefoneFalhou', 'Houve um problema ao trocar o telefone, tente mais tarde', '000 §8'],
  ['perfilFalhou', 'Houve um problema', '000 §8'],
  ['salvarEnderecoFalhou', 'Houve um problema ao salvar o endereço.', '000 §8'],
  ['selecionarEnderecoFalhou', 'Não foi possível selecionar este endereço!', '000 §8'],
  ['operacaoSucesso', 'Operação realizada com sucesso', '000 §8'],
  // 001 ordering
  ['delivery', 'Delivery', '000 §1 top menu'],
  ['menu', 'Menu', '000 §1 top menu'],
  ['eventos', 'Eventos', '000 §1 top menu'],
  ['reservas', 'Reservas', '000 §1 top menu'],
  ['botaoCompleto', 'Completo', '001 §2 landing buttons'],
  ['botaoFidelidade', 'Fidelidade', '001 §2 landing buttons'],
  ['botaoPedidoPontoEntrega', 'Pedido - Ponto de Entrega', '001 §2 landing buttons'],
  ['botaoReserva', 'Reserva', '001 §2 landing buttons'],
  ['sugestaoDoDia', 'Sugestão do dia', '001 §2'],
  ['sugestoesDoDia', 'Sugestões do dia', '001 §2'],
  ['aPartirDe', 'A partir de', '001 §3'],
  ['pesquisePontoEntrega', 'Pesquise pelo ponto de entrega', '001 §2'],
  ['avancarCardapio', 'Avançar - Cardápio', '001 §2'],
  ['carregando', 'Carregando...', '001 §2, 002 §2'],
  ['nenhumPontoEntrega', 'Nenhum ponto de entrega disponível', '001 §2'],
  ['acompanheSuaConta', 'Acompanhe sua conta', '001 §2, 002 §2'],
  ['acessarConta', 'Acessar Conta', '001 §2, 002 §2'],
  ['cardapioCompleto', 'Cardápio Completo', '001 §2'],
  ['inicio', 'Início', '001 §2 bottom bar'],
  ['carrinho', 'Carrinho', '001 §2 bottom bar'],
  ['item', 'item', '001 §2'],
  ['itens', 'itens', '001 §2'],
  ['carrinhoVazio', 'Seu carrinho esta vazio!', '001 §2'],
  ['retirarNoLocalNota', '(Retirar no local)', '001 §2 history cards'],
  ['pontoDeEntrega', 'Ponto de Entrega', '001 §2 history cards'],
  ['avalieEstePedido', 'Avalie este pedido', '001 §2 history cards'],
  ['suaAvaliacao', 'Sua avaliação', '001 §2 dialogs'],
  ['avaliacoes', 'Avaliações', '001 §2 dialogs'],
  ['avaliacao', 'Avaliação', '001 §2 dialogs'],
  ['mesa', 'Mesa', '001 §2 dialogs'],
  ['pedidos', 'Pedidos', '001 §2'],
  ['montar', 'Montar', '001 §2'],
  ['aviso', 'Aviso', '001 §4'],
  [
    'conflitoModoPedido',
    'Ja existe um pedido em andamento pelo delivery/menu na mesa, deseja limpar o pedido atual iniciar um novo ?',
    '001 §4',
  ],
  ['confirmar', 'Confirmar', '001 §4'],
  ['nao', 'Não', '001 §4'],
  ['mudarParaDelivery', 'Mudar para delivery', '001 §4'],
  ['statusEmAberto', 'Em aberto', '001 §4'],
  ['avaliar', 'Avaliar', '001 §4'],
  ['remover', 'Remover', '001 §4 voucher'],
  ['voltar', 'Voltar', '001 §4 survey'],
  ['proxima', 'Próxima', '001 §4 survey'],
  ['salvar', 'Salvar', '001 §4 survey'],
  ['eventoPassoDataEspaco', 'Data e espaço', '001 §4'],
  ['eventoPassoCardapio', 'Cardápio', '001 §4'],
  ['eventoPassoInformacoesFinais', 'Informações finais', '001 §4'],
  ['solicitarReserva', 'Solicitar reserva', '001 §4'],
  ['eventoStatusAprovacao', 'APROVAÇÃO', '001 §4'],
  ['eventoStatusPagamento', 'PAGAMENTO', '001 §4'],
  ['eventoStatusConfirmada', 'CONFIRMADA', '001 §4'],
  ['reservaAberta', 'Aberta', '001 §4'],
  ['reservaAguardandoAprovacao', 'Aguardando aprovação', '001 §4'],
  ['reservaFinalizada', 'Finalizada', '001 §4'],
  ['reservaCancelada', 'Cancelada', '001 §4'],
  ['motivoPedidoErrado', 'Fiz o Pedido Errado', '001 §3'],
  ['motivoEnderecoErrado', 'Meu Endereço estava Errado', '001 §3'],
  ['motivoDesisti', 'Desisti de Pedir', '001 §3'],
  ['motivoOutros', 'Outros Motivos', '001 §3'],
  ['informeTamanho', 'Informe o tamanho do produto!', '001 §5'],
  ['produtoTotalZero', 'Neste momento não é possível adicionar este produto', '001 §5'],
  ['empresaFechada', 'A empresa se encontra fechada nesse momento!', '001 §5'],
  ['produtoIndisponivel', 'Produto não está disponível no momento', '001 §5, 002 §8'],
  ['produtoEmFalta', 'Produto em falta!', '001 §5, 002 §8'],
  ['fazerLoginAntes', 'Você precisa fazer login antes de continuar.', '001 §5, 002 §5'],
  ['fazerLogin', 'Fazer login', '001 §5, 002 §5'],
  ['continuarSemCadastro', 'Continuar sem cadastro', '001 §5'],
  ['cancelar', 'Cancelar', '001 §5'],
  ['informeNomeCorretamente', 'Informe o nome corretamente!', '001 §5 checkout 1'],
  ['informeChaveComanda', 'Informe a chave da comanda corretamente!', '001 §5 checkout 1'],
  ['telefoneInvalido', 'Telefone inválido', '001 §5 checkout 2'],
  ['atualizarTelefone', 'Atualizar telefone', '001 §5 checkout 2'],
  ['cancelarPedido', 'Cancelar pedido', '001 §5 checkout 2'],
  ['selecioneProduto', 'Você precisa selecionar pelo menos um produto!', '001 §5 checkout 3'],
  [
    'somentePontoEntrega',
    'Este restaurante somente atende pontos de entrega, selecione um ponto de entrega para realizar o pedido!',
    '001 §5 checkout 4',
  ],
  ['informeEnderecoEntrega', 'Você precisa informar um endereço de entrega!', '001 §5 checkout 5'],
  [
    'empresaNaoEntregaEndereco',
    'Esta empresa não aceita entregar para o endereço selecionado!',
    '001 §5 checkout 5',
  ],
  ['alterarEndereco', 'Alterar endereço', '001 §5 checkout 5, §8'],
  ['insiraFormaPagamento', 'Insira uma forma de pagamento!', '001 §5 checkout 6'],
  ['informeValorDinheiro', 'Informe o valor do pagamento em dinheiro!', '001 §5 checkout 6'],
  [
    'valorPagamentoMenorQueTotal',
    'O valor de pagamento deve ser maior ou igual ao valor total!',
    '001 §5 cash',
  ],
  ['informeValor', 'Informe o valor', '001 §5 cash, 002 §8'],
  ['informeCupom', 'Informe o cupom corretamente!', '001 §5 voucher'],
  ['cupomNaoEncontrado', 'Cupom não encontrado!', '001 §5, §8 voucher'],
  ['informeMotivoCancelamento', 'Informe o motivo do cancelamento', '001 §5 cancel'],
  ['informeAvaliacao', 'Informe a avaliação!', '001 §5 rating'],
  ['selecioneResposta', 'Você precisa selecionar uma resposta antes de avançar.', '001 §5 survey'],
  ['labelQual', 'Qual ?', '001 §5 survey'],
  ['sim', 'Sim', '001 §5 survey'],
  ['informeNomePortador', 'Informe o nome do responsável do cartão.', '001 §5 card'],
  ['informeNumeroCartao', 'Informe o número do cartão.', '001 §5 card'],
  ['numeroCartaoInvalido', 'Número do cartão é invalido.', '001 §5 card'],
  ['informeMesValidade', 'Informe o mês de validade do cartão.', '001 §5 card'],
  ['informeAnoValidade', 'Informe o ano de validade do cartão.', '001 §5 card'],
  ['informeCodigoSeguranca', 'Informe o código de segurança do cartão.', '001 §5 card'],
  ['cpfInvalido', 'O CPF está inválido!', '001 §5 card'],
  ['cnpjInvalido', 'O CNPJ está inválido!', '001 §5 card'],
  ['informeData', 'Informe a data!', '001 §5 event'],
  ['informeAmbiente', 'Informe o ambiente!', '001 §5 event'],
  ['informeTipoEvento', 'Informe o tipo de evento!', '001 §5 event'],
  ['informeCardapio', 'Informe o cardápio!', '001 §5 event'],
  ['informeQuantidadePessoas', 'Informe a quantidade de pessoas', '001 §5 event'],
  ['autenticarAntes', 'Você precisa se autenticar antes de continuar', '001 §5 event'],
  [
    'pedidoFalhou',
    'Houve um problema ao realizar o pedido, entre em contato com o restaurante.',
    '001 §8',
  ],
  ['cancelarFalhou', 'Houve um problema ao cancelar o pedido', '001 §8'],
  ['cancelarSucesso', 'Pedido cancelado com sucesso', '001 §8'],
  ['operacaoSucessoExclamacao', 'Operação realizada com sucesso!', '001 §8 survey'],
  ['operacaoFalhouPesquisa', 'Houve um problema ao realizar a operação', '001 §8 survey'],
  ['contaNaoEncontrada', 'Conta não encontrada, tente novamente', '001 §8'],
  ['acompanhamentoExcedido', 'Quantidade de acompanhamento excedida', '001 §8'],
  ['excluirCartaoFalhou', 'Houve um problema ao excluir a forma de pagamento.', '001 §8'],
  ['operacaoFalhouEsta', 'Houve um problema ao realizar está operação.', '001 §8'],
  ['reservaFalhou', 'Houve um problema ao fazer a reserva', '001 §8'],
  ['enderecoNaoInformado', 'Endereço não informado', '001 §8 fee display'],
  ['naoEntregaNesteEndereco', 'Não entrega neste endereço', '001 §8 fee display'],
  ['gratis', 'Grátis', '001 §8 fee display'],
  ['retirarNoLocal', 'Retirar no local', '001 §8 fee display'],
  ['semEnderecoInformado', 'Sem endereço informado', '001 §8 fee display'],
  [
    'pedidoSucessoDelivery',
    'Pedido realizado com sucesso! Aguarde a aprovação do restaurante',
    '001 §8',
  ],
  [
    'pedidoSucessoComanda',
    'Seu pedido foi enviado com sucesso! Em breve o garçom irá entrega-lo',
    '001 §8',
  ],
  [
    'reservaEventoSucesso',
    'Pedido de reserva realizado com sucesso, aguarde a aprovação do estabelecimento.',
    '001 §8',
  ],
  ['pix', 'PIX', '001 §8'],
  // 002 tab, loyalty, reservations, directory
  ['fidelidadeSobre', 'Sobre', '002 §2'],
  ['fidelidadeHistorico', 'Histórico', '002 §2'],
  ['fidelidadeRecompensas', 'Recompensas', '002 §2'],
  ['fidelidadeResgates', 'Resgates', '002 §2'],
  ['facaLoginParaContinuar', 'Faça Login para continuar', '002 §2'],
  ['minhaConta', 'Minha Conta', '002 §2'],
  ['reservaPassoData', 'DATA', '002 §2'],
  ['reservaPassoResumo', 'RESUMO', '002 §2'],
  ['reservaPassoReserva', 'RESERVA', '002 §2'],
  ['novoPedido', 'Novo Pedido', '002 §2'],
  ['atualizar', 'Atualizar', '002 §2'],
  ['produtos', 'Produtos', '002 §2'],
  ['pagamentos', 'Pagamentos', '002 §2'],
  [
    'avisoEfetueLogin',
    'Aviso – Efetue o Login para um melhor aproveitamento do serviço.',
    '002 §2',
  ],
  ['fazerLoginMaiusculo', 'Fazer Login', '002 §2'],
  ['acessarCardapioDiretamente', 'Acessar o Cardápio Diretamente', '002 §2'],
  ['consultando', 'Consultando...', '002 §2, §4'],
  ['iniciarPedido', 'Iniciar Pedido', '002 §2'],
  ['acessarCardapio', 'Acessar Cardápio', '002 §2'],
  ['avancar', 'AVANÇAR', '002 §2'],
  ['solicitarReservaMaiusculo', 'SOLICITAR RESERVA', '002 §2'],
  ['aguardandoPagamento', 'Aguardando pagamento', '002 §2'],
  ['statusAguardandoPagamento', 'Aguardando pagamento', '002 §2'],
  ['pago', 'Pago', '002 §2'],
  ['encontraSeuRestaurante', 'Encontra seu restaurante', '002 §2'],
  ['comoFunciona', 'Como funciona', '002 §2'],
  ['sejaNossoParceiro', 'Seja nosso parceiro', '002 §2'],
  ['encontreSeuRestaurante', 'Encontre seu Restaurante', '002 §2'],
  ['busquePorNome', 'Busque por nome', '002 §2'],
  ['aberto', 'Aberto', '002 §2'],
  ['fechado', 'Fechado', '002 §2'],
  [
    'descricaoTipoMenu',
    'Mostrando restaurantes com opção de menu: cardápio para consumo no estabelecimento.',
    '002 §2',
  ],
  [
    'descricaoTipoDelivery',
    'Mostrando restaurantes com cardápio e funcionalidades para Delivery, acesse o estabelecimento e faça seu pedido',
    '002 §2',
  ],
  ['enviar', 'Enviar', '002 §2'],
  ['lojas', 'LOJAS', '002 §2'],
  ['jaEfetueiPagamento', 'Já efetuei o pagamento', '002 §4'],
  ['pagamentoAprovado', 'Pagamento Aprovado', '002 §4'],
  ['participeFidelidade', 'Participe do Plano de Fidelidade', '002 §4'],
  ['vendaGeraraPontos', 'Essa venda irá gerar pontos após o encerramento.', '002 §4'],
  ['resgateCancelado', 'Cancelado', '002 §4'],
  ['resgatePendente', 'Pendente', '002 §4'],
  ['resgateEntregue', 'Entregue', '002 §4'],
  ['enviando', 'Enviando...', '002 §4'],
  ['labelObservacaoResgate', 'Observação (máximo 50 caracteres)', '002 §5'],
  ['premioIndisponivel', 'O premio se encontra Indisponível para resgate', '002 §5'],
  ['labelCelular', 'Celular', '002 §5'],
  ['fidelidadeAderirFalhou', 'Não foi possível aceitar a campanha', '002 §8'],
  ['pontosResgatadosSucesso', 'Pontos resgatados com sucesso!', '002 §8'],
  ['resgateSolicitadoSucesso', 'Solicitação de resgate feita com sucesso!', '002 §8'],
  ['contatoFalhou', 'Houve um problema ao enviar o contato', '002 §8'],
  ['contatoSucesso', 'Seu contato foi realizado com sucesso, em breve retornaremos.', '002 §8'],
]

/** Entries with {placeholders}: the function's output for sample arguments, and the spec wording. */
const specTemplates: ReadonlyArray<readonly [string, () => string, string, string]> = [
  [
    'variacaoAlgum',
    () => messages.variacaoAlgum('Sabor'),
    'Ops. Você precisa informar algum(a) Sabor',
    "'Ops. Você precisa informar algum(a) {nomeMostra}'",
  ],
  [
    'variacaoMaximo',
    () => messages.variacaoMaximo(2, 'Sabor'),
    'Ops. Você só pode informar 2 quantidade(s) de Sabor',
    "'Ops. Você só pode informar {qtdeMax} quantidade(s) de {nomeMostra}'",
  ],
  [
    'variacaoMinimo',
    () => messages.variacaoMinimo(1, 'Borda'),
    'Ops. Você precisa informar pelo menos 1 Borda',
    "'Ops. Você precisa informar pelo menos {qtdeMin} {nomeMostra}'",
  ],
  [
    'telefoneInvalidoDetalhe',
    () => messages.telefoneInvalidoDetalhe('(11) 9 9999-9999'),
    'Informe um telefone válido com DDD. Ex: (11) 9 9999-9999',
    "'Informe um telefone válido com DDD. Ex: {phone}'",
  ],
  ['pedidoNumero', () => messages.pedidoNumero(42), 'Pedido #42', "'Pedido #id'"],
  ['reservaNumero', () => messages.reservaNumero(7), 'Reserva #7', "'Reserva #id'"],
  [
    'resgatePontosConta',
    () => messages.resgatePontosConta(120),
    'Resgate 120 pontos dessa conta.',
    "'Resgate N pontos dessa conta.'",
  ],
  [
    'pontosResgatadosConta',
    () => messages.pontosResgatadosConta(120),
    '120 foram resgatados dessa conta.',
    "'N foram resgatados dessa conta.'",
  ],
  [
    'fidelidadeAderirSucesso',
    () => messages.fidelidadeAderirSucesso('Clube Bella'),
    'Parabéns! Você se fidelizou a Clube Bella',
    "'Parabéns! Você se fidelizou a {campaign}'",
  ],
]

describe('message catalogue: texts quoted by the specification, word for word', () => {
  it.each(specTexts)('%s is %j (%s)', (key, text) => {
    expect(messages[key]).toBe(text)
  })

  it.each(specTemplates)('%s fills its placeholders (spec: %s)', (_key, render, expected) => {
    expect(render()).toBe(expected)
  })

  it('PIX success text is the delivery text with "...aprovação do pagamento PIX" (001 §8)', () => {
    expect(messages.pedidoSucessoPix).toBe(
      'Pedido realizado com sucesso! Aguarde a aprovação do pagamento PIX',
    )
  })
})

// The specification lives beside the repository (../shared/specs); when it is there, every pinned
// text must occur in it verbatim, so a typo in this table cannot silently "pin" a wrong text.
const specDir = resolve(__dirname, '../../../../shared/specs')
const specAvailable = existsSync(specDir)

describe.runIf(specAvailable)('pinned texts occur verbatim in the specification documents', () => {
  const corpus = specAvailable
    ? readdirSync(specDir)
        .filter((f) => /^00\d_.*\.txt$/.test(f))
        .map((f) => readFileSync(join(specDir, f), 'utf8'))
        .join('\n')
    : ''

  it.each(specTexts)('%s', (_key, text) => {
    expect(corpus).toContain(text)
  })
})

describe('message catalogue: shape', () => {
  it('every entry is a non-empty text or a function producing one', () => {
    for (const [key, value] of Object.entries(messages)) {
      const text = typeof value === 'function' ? (value as (...a: string[]) => string)('x', 'y') : value
      expect(text, key).toMatch(/\S/)
    }
  })
})
