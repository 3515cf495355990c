import type { Schemas } from '@prato/api-client/contract'

/** Ana's delivery order 9003 at Bella Napoli as the API tracks it (the order tests' and the status polls'). */
export const trackedOrder: Schemas['PedidoAcompanhamento'] = {
  id: 9003,
  empresaId: 1,
  situacaoId: 1,
  situacaoNome: 'Em aberto',
  dataPedido: '2026-01-02T19:05:00',
  dataHoraPedido: '2026-01-02T19:05:00',
  valorTotal: 52.4,
  valorProduto: 45.9,
  valorTaxaEntrega: 6.5,
  valorDesconto: 0,
  bairro: 'Setor Marista',
  endereco: 'Rua 1, 10 - Setor Marista - Goiânia',
  flgRetirarLocal: false,
  flgPontoEntrega: false,
  pontoEntregaNome: null,
  logradouroFull: null,
  modalidadeCaixaApiNome: 'Dinheiro',
  empresaNome: 'Bella Napoli',
  flgSugerirAvaliacao: false,
  logoUrl: null,
  pix: null,
  flgPago: false,
  pedidoItem: [
    {
      qtde: 2,
      itemNomeCompleto: 'Pizza (Grande)',
      valorTotal: 45.9,
      observacao: 'Sem cebola',
      pedidoItemVariacao: [
        { qtde: 1, itemNome: 'Borda de catupiry' },
        { qtde: 2, itemNome: 'Bacon' },
      ],
    },
  ],
  historico: [{ data: '2026-01-02T19:05:00', situacaoPedido: 'Em aberto', situacaoId: 1 }],
}
