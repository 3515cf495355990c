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
  [
    'enderecoNaoAceitaEntrega',
    'Este estabelecimento não aceita entrega para este endereço!',
    '000 §4',
  ],
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
  ['suaAvaliacaoTitulo', 'Sua avaliação', '001 §2 dialogs'],
  // the after-order screens' own names for words quoted elsewhere (texts/order-tracking.ts)
  ['botaoCancelarPedido', 'Cancelar pedido', '001 §5'],
  ['botaoAvaliar', 'Avaliar', '001 §4'],
  ['entregaGratis', 'Grátis', '001 §8'],
  ['retirarNoLocalPedido', 'Retirar no local', '001 §8'],
  ['semEnderecoPedido', 'Sem endereço informado', '001 §8'],
  ['pontoDeEntregaPedido', 'Ponto de Entrega', '001 §2'],
  ['consultandoPagamento', 'Consultando...', '002 §4'],
  ['pixPagamentoAprovado', 'Pagamento Aprovado', '002 §4'],
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
  ['cardapio', 'Cardápio', '001 §4 event wizard step 1'],
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
  [
    'pedidoNumeroAcompanhamento',
    () => messages.pedidoNumeroAcompanhamento(42),
    'Pedido #42',
    "'Pedido #id'",
  ],
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

/**
 * Texts the specification does not word ("our wording"): the apps' shells, error pages, account screens, the
 * UI package's own labels and the directory's page copy. The wording is ours and may change, but only here, on
 * purpose: these pins make a change to one of them a visible, reviewed edit.
 */
const ourTexts: ReadonlyArray<readonly [keyof typeof messages, string]> = [
  ['buscarCep', 'Buscar CEP'],
  ['opcaoInvalida', 'Escolha uma das opções.'],
  [
    'loginIndisponivel',
    'Não foi possível entrar agora: o serviço está indisponível. Tente novamente em alguns minutos.',
  ],
  [
    'codigoSmsTentativasEsgotadas',
    'Código incorreto muitas vezes. Peça um novo código para continuar.',
  ],
  ['envioGrandeDemaisTitulo', 'Envio grande demais'],
  ['outroEnderecoTitulo', 'Endereço diferente'],
  ['selecione', 'Selecione'],
  [
    'envioGrandeDemaisTexto',
    'O que você enviou passa do tamanho permitido. Se for uma foto, escolha uma imagem menor e tente novamente.',
  ],
  [
    'envioInvalidoTexto',
    'Não conseguimos ler o que foi enviado. Volte à página e tente novamente.',
  ],
  ['pesquisar', 'Pesquisar'],
  ['usarEndereco', 'Usar este endereço'],
  ['novoEndereco', 'Novo endereço'],
  ['editar', 'Editar'],
  ['selecionar', 'Selecionar'],
  ['enderecoPrincipal', 'Principal'],
  ['foto', 'Foto'],
  ['semEnderecos', 'Nenhum endereço cadastrado.'],
  ['nenhumResultado', 'Nenhum endereço encontrado.'],
  ['ou', 'ou'],
  ['enderecoTitulo', 'Endereço'],
  ['paginaNaoEncontradaTitulo', 'Página não encontrada'],
  ['paginaNaoEncontradaTexto', 'O endereço que você procurou não existe ou foi removido.'],
  ['erroTitulo', 'Algo deu errado'],
  [
    'erroTexto',
    'Não foi possível carregar esta página agora. Tente novamente em alguns instantes.',
  ],
  ['acessoNegadoTitulo', 'Acesso negado'],
  ['acessoNegadoTexto', 'Você não tem permissão para acessar esta página.'],
  ['muitasTentativas', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
  ['muitasTentativasTitulo', 'Muitas tentativas'],
  ['requisicaoInvalidaTitulo', 'Requisição inválida'],
  ['servicoIndisponivelTitulo', 'Serviço indisponível'],
  [
    'servicoIndisponivelTexto',
    'O restaurante não respondeu a tempo. Tente novamente em alguns instantes.',
  ],
  ['voltarAoInicio', 'Voltar ao início'],
  ['paginaInicial', 'Voltar para a página inicial'],
  ['saiuDaConta', 'Você saiu da sua conta.'],
  ['carregandoMapa', 'Carregando mapa...'],
  ['localizacao', 'Localização'],
  ['contato', 'Contato'],
  ['musicaAoVivo', 'Música ao vivo'],
  ['filtrar', 'Filtrar'],
  ['tipoEstabelecimento', 'Tipo de estabelecimento'],
  ['selecioneCidade', 'Selecione a cidade'],
  ['navegacaoPrincipal', 'Navegação principal'],
  ['restaurantes', 'Restaurantes'],
  ['naoPreenchaCampo', 'Não preencha este campo'],
  ['contatoTitulo', 'Fale com a nossa equipe'],
  ['centroComercial', 'Centro comercial'],
  ['mostrarSenha', 'Mostrar senha'],
  ['ocultarSenha', 'Ocultar senha'],
  ['diminuir', 'Diminuir'],
  ['aumentar', 'Aumentar'],
  ['precoAnterior', 'Preço anterior:'],
  ['precoAtual', 'Preço atual:'],
  ['nenhumResultadoEncontrado', 'Nenhum resultado encontrado'],
  ['buscar', 'Buscar'],
  ['etapaConcluida', 'concluída'],
  ['etapaAtual', 'atual'],
  ['opcional', 'opcional'],
  ['obrigatorio', 'obrigatório'],
  ['indisponivel', 'Indisponível'],
  ['navegacaoInferior', 'Navegação inferior'],
  ['verNoMapa', 'Ver no mapa'],
  ['codigoPixCopiaECola', 'Código PIX copia e cola'],
  ['copiarCodigo', 'Copiar código'],
  ['qrCodePix', 'QR Code PIX'],
  [
    'comoFuncionaIntro',
    'Um só aplicativo para escolher onde comer, pedir, acompanhar a conta e ganhar benefícios nos seus restaurantes favoritos.',
  ],
  ['comoFuncionaGuiaTitulo', 'Guia gastronômico'],
  [
    'comoFuncionaGuiaTexto',
    'Descubra restaurantes da sua cidade por especialidade, veja se estão abertos, confira a avaliação de outros clientes e conheça o cardápio antes de sair de casa.',
  ],
  [
    'comoFuncionaDeliveryTexto',
    'Peça pelo aplicativo ou pelo site do restaurante, escolha o endereço de entrega e a forma de pagamento, e acompanhe cada etapa do pedido até ele chegar à sua porta.',
  ],
  ['comoFuncionaCardapioTitulo', 'Cardápio digital'],
  [
    'comoFuncionaCardapioTexto',
    'No restaurante, abra o cardápio pelo celular: fotos, descrições e preços sempre atualizados, e o pedido vai direto para a cozinha, sem esperar pelo garçom.',
  ],
  ['comoFuncionaContaTitulo', 'Acompanhamento da conta'],
  [
    'comoFuncionaContaTexto',
    'Peça ao garçom o código da sua mesa e acompanhe a conta em tempo real: tudo o que foi consumido, a taxa de serviço e o total. Você ainda pode pagar uma parte por PIX.',
  ],
  ['comoFuncionaFidelidadeTitulo', 'Pontos de fidelidade'],
  [
    'comoFuncionaFidelidadeTexto',
    'Nos restaurantes com programa de fidelidade, cada consumo gera pontos que você troca por prêmios. Consulte o saldo, o histórico e os resgates quando quiser.',
  ],
  ['comoFuncionaAvaliacoesTitulo', 'Avaliações e opiniões'],
  [
    'comoFuncionaAvaliacoesTexto',
    'Depois do pedido, conte como foi. Sua avaliação ajuda o restaurante a melhorar e outros clientes a escolher.',
  ],
  ['politicaVigencia', 'Vigente desde agosto de 2021.'],
  ['politicaSobreTitulo', 'Sobre esta política'],
  [
    'politicaSobreTexto',
    'Esta política explica quais dados pessoais coletamos quando você usa o nosso aplicativo e os sites dos restaurantes parceiros, por que coletamos, como os protegemos e quais são os seus direitos, nos termos da Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
  ],
  ['politicaDadosTitulo', 'Quais dados coletamos e para quê'],
  [
    'politicaDadosTexto',
    'Coletamos apenas os dados necessários para prestar os serviços que você escolhe usar:',
  ],
  [
    'politicaDadosItem1',
    'Delivery: nome, telefone, e-mail e endereço de entrega, para que o restaurante receba, prepare e entregue o seu pedido e possa falar com você sobre ele.',
  ],
  [
    'politicaDadosItem2',
    'Fidelidade: a sua identificação e o histórico de pontos, prêmios e resgates, para manter o seu saldo e os benefícios de cada restaurante.',
  ],
  [
    'politicaDadosItem3',
    'Acompanhamento da conta: o código da mesa e os itens consumidos, para que você veja a conta em tempo real e pague a sua parte.',
  ],
  ['politicaBancariosTitulo', 'Dados bancários'],
  [
    'politicaBancariosTexto',
    'Não armazenamos dados bancários. Os pagamentos on-line são processados por instituições de pagamento autorizadas, que recebem diretamente os dados necessários para cada transação.',
  ],
  ['politicaCompartilhamentoTitulo', 'Compartilhamento'],
  [
    'politicaCompartilhamentoTexto',
    'Não vendemos nem compartilhamos os seus dados pessoais com terceiros, exceto com o restaurante em que você faz o pedido, na medida necessária para atendê-lo, ou quando a lei ou uma ordem judicial nos obrigar.',
  ],
  ['politicaLoginSocialTitulo', 'Login com Facebook ou Google'],
  [
    'politicaLoginSocialTexto',
    'Você pode entrar com a sua conta do Facebook ou do Google. Nesse caso, recebemos dessas plataformas apenas o seu nome, o seu e-mail e a sua foto de perfil, com a sua autorização, e não temos acesso à sua senha.',
  ],
  ['politicaCompromissosTitulo', 'Seus compromissos como usuário'],
  ['politicaCompromissosTexto', 'Ao usar o aplicativo, você se compromete a:'],
  ['politicaCompromissosItem1', 'informar dados verdadeiros, completos e atualizados;'],
  [
    'politicaCompromissosItem2',
    'manter a sua senha em sigilo e não compartilhar o acesso à sua conta;',
  ],
  [
    'politicaCompromissosItem3',
    'não usar o serviço para fins ilegais, fraudulentos ou que prejudiquem restaurantes e outros usuários;',
  ],
  ['politicaCompromissosItem4', 'não fazer pedidos que não pretende receber ou pagar;'],
  ['politicaCompromissosItem5', 'respeitar os termos de uso e as regras de cada restaurante.'],
  ['politicaDireitosTitulo', 'Seus direitos'],
  [
    'politicaDireitosTexto',
    'Você pode pedir a qualquer momento a confirmação do tratamento, o acesso, a correção ou a exclusão dos seus dados, e revogar consentimentos, pelos canais de atendimento do aplicativo.',
  ],
  [
    'parceiroIntro',
    'Leve o seu restaurante para o aplicativo e venda mais, com delivery, cardápio digital e fidelização dos clientes em uma única plataforma.',
  ],
  ['parceiroMarcaTitulo', 'Seu delivery, com a sua marca'],
  [
    'parceiroMarcaTexto',
    'Um site de pedidos com as cores e o logotipo do seu restaurante, sem comissão por pedido sobre as vendas no seu canal próprio.',
  ],
  ['parceiroMesaTitulo', 'Cardápio digital na mesa'],
  [
    'parceiroMesaTexto',
    'Os clientes pedem pelo celular, o pedido chega à produção na hora e o atendimento fica mais rápido, mesmo nos horários de pico.',
  ],
  ['parceiroClientesTitulo', 'Clientes que voltam'],
  [
    'parceiroClientesTexto',
    'Programa de pontos e prêmios configurável, para transformar quem visita uma vez em cliente fiel.',
  ],
  ['parceiroGuiaTitulo', 'Visibilidade no guia'],
  [
    'parceiroGuiaTexto',
    'Seu restaurante aparece no guia gastronômico para quem procura onde comer na sua cidade.',
  ],
  [
    'seoHomeDescricao',
    'Encontre restaurantes perto de você: delivery e cardápio digital, filtrados por cidade, especialidade e nome.',
  ],
  [
    'seoComoFuncionaDescricao',
    'Guia gastronômico, delivery, cardápio digital, acompanhamento da conta, pontos de fidelidade e avaliações em um só aplicativo.',
  ],
  [
    'seoParceiroDescricao',
    'Leve o seu restaurante para o nosso aplicativo: delivery, cardápio digital, fidelidade e muito mais. Fale com a gente.',
  ],
  [
    'seoPrivacidadeDescricao',
    'Como tratamos os seus dados pessoais: o que coletamos, para quê e quais são os seus direitos.',
  ],
  // the QR entry page and its print view (texts/qrcode.ts)
  ['pedirDelivery', 'Pedir delivery'],
  ['imprimirQrCodes', 'Imprimir QR Codes'],
  ['qrCodesParaImprimir', 'QR Codes para imprimir'],
  ['imprimir', 'Imprimir'],
  [
    'dicaImpressao',
    'Imprima em papel A4: cada código tem o nome da mesa e o endereço que ele abre.',
  ],
  ['aponteACamera', 'Aponte a câmera do celular para abrir o cardápio'],
  ['qrCodeDestaPagina', 'QR Code desta página'],
  [
    'mesasIndisponiveis',
    'Não foi possível carregar as mesas agora. Tente novamente em alguns instantes.',
  ],
]

const ourTemplates: ReadonlyArray<readonly [string, () => string, string]> = [
  [
    'outroEnderecoTexto',
    () => messages.outroEnderecoTexto('http://localhost:3000'),
    'Esta página foi aberta por outro endereço, e por segurança só aceitamos formulários enviados de http://localhost:3000. Abra http://localhost:3000 e tente novamente.',
  ],
  ['entrarCom', () => messages.entrarCom('Google'), 'Entrar com Google'],
  ['textoLongoDemais', () => messages.textoLongoDemais(120), 'Use no máximo 120 caracteres.'],
  [
    'codigoEnviadoPara',
    () => messages.codigoEnviadoPara('(11) 9 8765-4321'),
    'Enviamos um código por SMS para (11) 9 8765-4321.',
  ],
  ['notaDeMaximo', () => messages.notaDeMaximo('4,5', 5), '4,5 de 5'],
  ['estrelas (one)', () => messages.estrelas(1), '1 estrela'],
  ['estrelas (many)', () => messages.estrelas(3), '3 estrelas'],
  ['etapaDeTotal', () => messages.etapaDeTotal(2, 4), 'Etapa 2 de 4'],
  [
    'trocoAcimaDoMaximo',
    () => messages.trocoAcimaDoMaximo('R$ 200,00'),
    'O troco não pode passar de R$ 200,00. Informe um valor menor.',
  ],
  ['qrCodeDaMesa', () => messages.qrCodeDaMesa('Mesa 03'), 'QR Code: Mesa 03'],
  ['mesDoCalendario', () => messages.mesDoCalendario(3, 2027), 'março de 2027'],
]

describe('message catalogue: our wording, pinned', () => {
  it.each(ourTexts)('%s is %j (ours)', (key, text) => {
    expect(messages[key]).toBe(text)
  })

  it.each(ourTemplates)('%s fills its placeholders', (_key, render, expected) => {
    expect(render()).toBe(expected)
  })

  it('the two apps share one "page not found" wording (the older directory names are aliases)', () => {
    expect(messages.naoEncontradaTitulo).toBe(messages.paginaNaoEncontradaTitulo)
    expect(messages.naoEncontradaTexto).toBe(messages.paginaNaoEncontradaTexto)
  })
})

describe('message catalogue: every entry is either quoted from the specification or marked as ours', () => {
  // An unmarked entry would be a text nobody checked against the specification.
  const textsDir = resolve(__dirname, 'texts')
  const source = [
    readFileSync(resolve(__dirname, 'messages.ts'), 'utf8'),
    ...readdirSync(textsDir).map((f) => readFileSync(join(textsDir, f), 'utf8')),
  ].join('\n')
  const pinnedToSpec = new Set<string>([
    ...specTexts.map(([key]) => key),
    ...specTemplates.map(([key]) => key),
    'pedidoSucessoPix',
  ])
  const entries = [
    ...source.matchAll(/^export const (\w+) =([\s\S]*?)(?=\n(?:export |\/\/|\/\*\*|\n|$))/gm),
  ].map((m) => [m[1] ?? '', m[2] ?? ''] as const)

  it('reads every entry of the source', () => {
    expect(entries.map(([name]) => name).sort()).toEqual(Object.keys(messages).sort())
  })

  it.each(entries.map(([name, body]) => [name, body] as const))('%s', (name, body) => {
    expect(pinnedToSpec.has(name) || /\/\/ our wording|\/\/ same words as/.test(body), name).toBe(
      true,
    )
  })
})

describe('message catalogue: shape', () => {
  it('every entry is a non-empty text or a function producing one', () => {
    for (const [key, value] of Object.entries(messages)) {
      const text =
        typeof value === 'function' ? (value as (...a: string[]) => string)('x', 'y') : value
      expect(text, key).toMatch(/\S/)
    }
  })
})
