// Fills an empty database with the demo data. Deterministic: ids, codes and dates (relative to the
// seed's `now` only where the data is about "recently") are the same on every run.
import type Database from 'better-sqlite3'
import { catalogoDe, TAMANHOS } from './catalogos'
import { configPadrao, EMPRESA_IDS, EMPRESAS, ESPECIALIDADES, FAQ, SHOPPING } from './empresas'
import { BAIRROS, CEPS, CIDADES, ESTADOS, LUGARES } from './geo'
import { seedContas } from './conta'
import { hashSenha } from '../lib/senha'
import { seedHistorico } from './historico'
import { seedEventos } from './eventos'
import { seedFidelidade } from './fidelidade'
import { seedReservas } from './reservas'
import { seedPedidoSimples } from './pedido-simples'

export const DEMO_SENHA = 'prato123'
export const USUARIOS_DEMO = {
  ana: {
    id: '6f1c2a10-0000-4000-8000-000000000001',
    pessoaId: 1001,
    accid: 5001,
    email: 'ana@prato.dev',
    nome: 'Ana Souza',
    telefone: '5562999990001',
  },
  bruno: {
    id: '6f1c2a10-0000-4000-8000-000000000002',
    pessoaId: 1002,
    accid: 5002,
    email: 'bruno@prato.dev',
    nome: 'Bruno Lima',
    telefone: null,
  },
  carla: {
    id: '6f1c2a10-0000-4000-8000-000000000003',
    pessoaId: 1003,
    accid: 5003,
    email: 'carla@prato.dev',
    nome: 'Carla Mendes',
    telefone: '5562988887777',
  },
} as const
/** Carla's pending SMS code, fixed so a by-hand demo can confirm it. */
export const SMS_CARLA = '246810'

export const TAB_CODES = { bellaAberta: '1234', bellaFechada: '4321', sushiAberta: '5678' } as const

function iso(d: Date): string {
  return d.toISOString()
}
export function diasAtras(now: Date, dias: number, hora = 20): string {
  const d = new Date(now)
  d.setUTCDate(d.getUTCDate() - dias)
  d.setUTCHours(hora + 3, 0, 0, 0) // seed hours are Brasília time (UTC-3)
  return iso(d)
}

export function seed(db: Database.Database, now = new Date()): void {
  const run = db.transaction(() => {
    const insEstado = db.prepare(
      'INSERT INTO estados (id, nome, sigla, pais_id) VALUES (?, ?, ?, 1)',
    )
    for (const e of ESTADOS) insEstado.run(e.id, e.nome, e.sigla)
    const ufId = (sigla: string) => ESTADOS.find((e) => e.sigla === sigla)?.id ?? 0
    const insCidade = db.prepare(
      'INSERT INTO cidades (id, nome, estado_id, latitude, longitude, ativa) VALUES (?, ?, ?, ?, ?, ?)',
    )
    for (const c of CIDADES)
      insCidade.run(c.id, c.nome, ufId(c.uf), c.latitude, c.longitude, c.ativa ? 1 : 0)
    const insBairro = db.prepare(
      'INSERT INTO bairros (id, cidade_id, nome, latitude, longitude) VALUES (?, ?, ?, ?, ?)',
    )
    for (const b of BAIRROS) insBairro.run(b.id, b.cidadeId, b.nome, b.latitude, b.longitude)
    const insCep = db.prepare(
      'INSERT INTO ceps (id, cep, logradouro, bairro_id, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?)',
    )
    for (const c of CEPS) insCep.run(c.id, c.cep, c.logradouro, c.bairroId, c.latitude, c.longitude)
    const insLugar = db.prepare(
      'INSERT INTO lugares (place_id, nome, logradouro, numero, bairro, cidade, uf, pais, pais_sigla, cep, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    for (const l of LUGARES)
      insLugar.run(
        l.placeId,
        l.nome,
        l.logradouro,
        l.numero,
        l.bairro,
        l.cidade,
        l.uf,
        l.pais,
        l.paisSigla,
        l.cep,
        l.latitude,
        l.longitude,
      )
    const insEsp = db.prepare('INSERT INTO especialidades (id, nome) VALUES (?, ?)')
    for (const e of ESPECIALIDADES) insEsp.run(e.id, e.nome)

    seedEmpresas(db)
    seedCatalogos(db)
    seedOperacao(db, now)
    seedUsuarios(db, now)
    seedContas(db, now, USUARIOS_DEMO.ana.id)
    seedHistorico(db, now, USUARIOS_DEMO.ana.id)
    seedEventos(db, now)
    seedFidelidade(db, now)
    seedReservas(db)
    seedPedidoSimples(db)
  })
  run()
}

function seedEmpresas(db: Database.Database): void {
  const ins =
    db.prepare(`INSERT INTO empresas (id, global_id, base_id, grupo_empresarial_chave, permalink, nome, modelo_layout_id,
    cor_body, logo_url, mensagem_padrao, cidade_id, bairro_nome, especialidades, especialidade_ids, avaliacao, aberto,
    flg_delivery_indisponivel, flg_mostra_cardapio_menu, tenant, config) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const insImg = db.prepare(
    'INSERT INTO empresa_imagens (empresa_id, cor, iniciais) VALUES (?, ?, ?)',
  )
  const insArea = db.prepare(
    'INSERT INTO area_entrega (empresa_id, bairro_id, taxa_centavos) VALUES (?, ?, ?)',
  )
  for (const e of EMPRESAS) {
    const cidade = CIDADES.find((c) => c.id === e.cidadeId)
    const bairro = BAIRROS.find((b) => b.cidadeId === e.cidadeId && b.nome === e.bairroNome)
    const estado = ESTADOS.find((s) => s.sigla === cidade?.uf)
    const cep = CEPS.find((c) => c.cep === e.endCep) ?? CEPS.find((c) => c.bairroId === bairro?.id)
    const config = {
      ...configPadrao(),
      telefone: e.telefone ?? `6232400${String(e.id).padStart(3, '0')}`,
      email: e.email ?? `contato@${e.permalink}.prato.dev`,
      endLogradouro: e.endLogradouro ?? cep?.logradouro ?? 'Rua Principal',
      endNumero: e.endNumero ?? String(100 + e.id * 7),
      endBairroNome: e.bairroNome,
      endCep: e.endCep ?? cep?.cep ?? '00000000',
      endCidadeNome: cidade?.nome ?? '',
      endUFNome: estado?.nome ?? '',
      endUFSigla: estado?.sigla ?? '',
      endLatitude: e.latitude ?? bairro?.latitude ?? cidade?.latitude ?? 0,
      endLongitude: e.longitude ?? bairro?.longitude ?? cidade?.longitude ?? 0,
      ...(e.config ?? {}),
    }
    const especialidades = e.especialidadeIds
      .map((id) => ESPECIALIDADES.find((s) => s.id === id)?.nome ?? '')
      .join(', ')
    ins.run(
      e.id,
      5000 + e.id,
      e.id,
      `grupo-${e.permalink}`,
      e.permalink,
      e.nome,
      e.modeloLayoutId,
      e.corBody,
      e.logoUrl ?? `/v1/empresas/${e.id}/imagem`,
      e.mensagemPadrao,
      e.cidadeId,
      e.bairroNome,
      especialidades,
      `,${e.especialidadeIds.join(',')},`,
      e.avaliacao,
      e.aberto ? 1 : 0,
      e.flgDeliveryIndisponivel ? 1 : 0,
      e.flgMostraCardapioMenu ? 1 : 0,
      e.tenant ? 1 : 0,
      JSON.stringify(config),
    )
    const iniciais = e.nome
      .replace(/<[^>]*>/g, '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase() ?? '')
      .join('')
    insImg.run(e.id, /^#[0-9a-f]{6}$/i.test(e.corBody) ? e.corBody : '#616161', iniciais || 'P')
    // Delivery area: the whole city, except the far neighbourhoods for Bella Napoli (so an address can be refused).
    for (const b of BAIRROS.filter((x) => x.cidadeId === e.cidadeId)) {
      if (e.id === EMPRESA_IDS.BELLA && (b.id === 107 || b.id === 108)) continue
      const taxa =
        e.id === EMPRESA_IDS.BELLA
          ? ((
              { 101: 600, 102: 500, 103: 0, 104: 700, 105: 500, 106: 800 } as Record<number, number>
            )[b.id] ?? 700)
          : e.id === EMPRESA_IDS.MERCADO
            ? 990
            : 700
      insArea.run(e.id, b.id, taxa)
    }
  }
  const insShop = db.prepare(
    'INSERT INTO shoppings (id, permalink, nome, mensagem, imagem_url) VALUES (?, ?, ?, ?, ?)',
  )
  insShop.run(
    SHOPPING.id,
    SHOPPING.permalink,
    SHOPPING.nome,
    SHOPPING.mensagem,
    `/static/shopping/${SHOPPING.id}.svg`,
  )
  const insLoja = db.prepare(
    'INSERT INTO shopping_lojas (shopping_id, empresa_id, ordem) SELECT ?, id, ? FROM empresas WHERE permalink = ?',
  )
  SHOPPING.lojas.forEach((p, i) => insLoja.run(SHOPPING.id, i, p))
  const insFaq = db.prepare('INSERT INTO faq (pergunta, resposta, ordem) VALUES (?, ?, ?)')
  FAQ.forEach((f, i) => insFaq.run(f.pergunta, f.resposta, i))
}

function seedCatalogos(db: Database.Database): void {
  const insGuia = db.prepare('INSERT INTO guias (empresa_id, nome, ordem) VALUES (?, ?, ?)')
  const insGrupo = db.prepare('INSERT INTO grupos (empresa_id, nome, ordem) VALUES (?, ?, ?)')
  const insCat = db.prepare(
    'INSERT INTO categorias (empresa_id, grupo_id, nome, ordem) VALUES (?, ?, ?, ?)',
  )
  const insProd =
    db.prepare(`INSERT INTO produtos (empresa_id, categoria_id, grupo_id, nome_completo, texto_informativo, imagem,
    preco_centavos, valor_normal_centavos, flg_disponivel, flg_em_falta, flg_preco_variavel, flg_sugestao, ordem, no_menu, no_delivery, guia_ids)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const insPreco = db.prepare(
    'INSERT INTO produto_precos (produto_id, tamanho_id, tamanho_nome, valor_centavos, ordem) VALUES (?, ?, ?, ?, ?)',
  )
  const insVar =
    db.prepare(`INSERT INTO variacoes (produto_id, nome, nome_mostra, qtde_min, qtde_max, flg_tipo, flg_maior_preco_m, ordem, tamanho_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)`)
  const insVarItem = db.prepare(
    'INSERT INTO variacao_itens (variacao_id, nome_completo, texto_informativo, preco_centavos, tamanho_id, ordem) VALUES (?, ?, ?, ?, ?, ?)',
  )
  for (const e of EMPRESAS) {
    const cat = catalogoDe(e.id)
    const guiaIds = cat.guias.map((nome, i) => Number(insGuia.run(e.id, nome, i).lastInsertRowid))
    let ordem = 0
    cat.grupos.forEach((g, gi) => {
      const grupoId = Number(insGrupo.run(e.id, g.nome, gi).lastInsertRowid)
      g.categorias.forEach((c, ci) => {
        const catId = Number(insCat.run(e.id, grupoId, c.nome, ci).lastInsertRowid)
        for (const p of c.produtos) {
          const guias = (p.guias ?? [])
            .map((n) => guiaIds[n - 1])
            .filter((x): x is number => x !== undefined)
          const prodId = Number(
            insProd.run(
              e.id,
              catId,
              grupoId,
              p.nome,
              p.texto ?? '',
              p.imagem ? 'sim' : null,
              p.preco,
              p.normal ?? p.preco,
              p.indisponivel ? 0 : 1,
              p.falta ? 1 : 0,
              p.variavel ? 1 : 0,
              p.sugestao ? 1 : 0,
              ordem++,
              p.menu === false ? 0 : 1,
              p.delivery === false ? 0 : 1,
              guias.length ? `,${guias.join(',')},` : '',
            ).lastInsertRowid,
          )
          if (p.imagem)
            db.prepare('UPDATE produtos SET imagem = ? WHERE id = ?').run(
              `/static/produto/${prodId}.svg`,
              prodId,
            )
          ;(p.tamanhos ?? []).forEach(([tid, valor], i) =>
            insPreco.run(prodId, tid, TAMANHOS[tid] ?? String(tid), valor, i),
          )
          ;(p.variacoes ?? []).forEach((v, vi) => {
            const varId = Number(
              insVar.run(prodId, v.nome, v.mostra, v.min, v.max, v.tipo, v.maior ? 1 : 0, vi)
                .lastInsertRowid,
            )
            v.itens.forEach(([nome, preco, tam], ii) =>
              insVarItem.run(varId, nome, '', preco, tam ?? null, ii),
            )
          })
        }
      })
    })
  }
}

function seedOperacao(db: Database.Database, now: Date): void {
  const { BELLA, SUSHI, CAFE, MERCADO, BURGER } = EMPRESA_IDS
  const insSemanal = db.prepare(
    'INSERT INTO info_semanal (empresa_id, dia_semana_nome, texto, flg_musica_ao_vivo, imagem_url, ordem) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const semanal: Array<[number, string, string, boolean]> = [
    [BELLA, 'Terça-feira', 'Rodízio de pizzas por R$ 59,90 por pessoa.', false],
    [BELLA, 'Quarta-feira', 'Vinho da casa em dobro no jantar.', false],
    [BELLA, 'Sexta-feira', 'Música ao vivo com o Trio Napolitano a partir das 20h.', true],
    [BELLA, 'Sábado', 'Noite da burrata: entrada por nossa conta para mesas de 4.', false],
    [BELLA, 'Domingo', 'Almoço em família: massas frescas com 15% de desconto.', false],
    [SUSHI, 'Quinta-feira', 'Rodízio completo com temakis à vontade.', false],
    [SUSHI, 'Sábado', 'Jazz no balcão a partir das 21h.', true],
    [CAFE, 'Segunda-feira', 'Pão de queijo em dobro até as 10h.', false],
  ]
  semanal.forEach(([emp, dia, texto, musica], i) =>
    insSemanal.run(emp, dia, texto, musica ? 1 : 0, `/static/semanal/${i + 1}.svg`, i),
  )

  const insMod = db.prepare(
    'INSERT INTO modalidades_caixa (empresa_id, nome, pix) VALUES (?, ?, ?)',
  )
  for (const e of EMPRESAS) {
    insMod.run(e.id, 'Dinheiro', 0)
    insMod.run(e.id, 'Cartão de Crédito', 0)
    insMod.run(e.id, 'Cartão de Débito', 0)
    if (e.id !== BURGER) insMod.run(e.id, 'PIX', 1)
    if (e.id === BELLA) insMod.run(e.id, 'Vale-Refeição', 0)
  }

  const insPonto = db.prepare(
    'INSERT INTO pontos_entrega (empresa_id, nome, logradouro_full, bairro_nome, horario_limite, taxa_centavos, ativo) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  insPonto.run(
    BELLA,
    'Portaria do Órion Business',
    'Avenida Portugal, 1148',
    'Setor Marista',
    '11:30:00',
    300,
    1,
  )
  insPonto.run(
    BELLA,
    'Recepção do Hospital Jardim América',
    'Rua T-55, 200',
    'Setor Bueno',
    '18:00:00',
    0,
    1,
  )
  insPonto.run(
    CAFE,
    'Coworking Faria Lima',
    'Avenida Brigadeiro Faria Lima, 1811',
    'Pinheiros',
    '09:30:00',
    0,
    1,
  )
  insPonto.run(
    CAFE,
    'Estação Fradique Coutinho',
    'Rua dos Pinheiros, 1000',
    'Pinheiros',
    '10:00:00',
    250,
    1,
  )
  insPonto.run(
    CAFE,
    'Portaria do Edifício Girassol',
    'Rua Aspicuelta, 99',
    'Vila Madalena',
    '15:00:00',
    400,
    1,
  )
  insPonto.run(
    CAFE,
    'Praça Benedito Calixto',
    'Praça Benedito Calixto, s/n',
    'Pinheiros',
    '12:00:00',
    300,
    0,
  )

  const insLoc = db.prepare('INSERT INTO localizacoes (id, empresa_id, nome) VALUES (?, ?, ?)')
  insLoc.run(1, BELLA, 'Salão Principal')
  insLoc.run(2, BELLA, 'Varanda')
  insLoc.run(3, BELLA, 'Área Kids')
  insLoc.run(4, SUSHI, 'Balcão')
  insLoc.run(5, SUSHI, 'Salão')
  insLoc.run(6, SUSHI, 'Tatame')
  insLoc.run(7, MERCADO, 'Praça de Alimentação')

  // Tabs (saídas): one open at Bella Napoli (Ana's), one closed with points to redeem, one open at Sushi Kento.
  const insSaida =
    db.prepare(`INSERT INTO saidas (id, empresa_id, codigo_conta, chave_mobile, num_identificador_completo, vendedor_apelido,
    data_saida, flg_status, flg_aceita_wg_comanda, perc_comissao, valor_desconto, valor_ingresso, usuario_id, nome_usuario,
    flg_status_fidelidade, flg_fidelidade_processada, mesa_codigo) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  // Open tabs started a little before the seed, so their times are always in the past.
  const minAtras = (m: number) => iso(new Date(now.getTime() - m * 60_000))
  insSaida.run(
    7001,
    BELLA,
    TAB_CODES.bellaAberta,
    'BN-1234-7F3A',
    'Mesa 01 - Conta 1234',
    'Marcos',
    minAtras(90),
    'A',
    1,
    10,
    0,
    0,
    USUARIOS_DEMO.ana.id,
    'Ana',
    'A',
    0,
    'BN01',
  )
  insSaida.run(
    7002,
    BELLA,
    TAB_CODES.bellaFechada,
    'BN-4321-9C1D',
    'Mesa 04 - Conta 4321',
    'Júlia',
    diasAtras(now, 3, 21),
    'F',
    0,
    10,
    500,
    0,
    USUARIOS_DEMO.ana.id,
    'Ana',
    'P',
    0,
    'BN04',
  )
  insSaida.run(
    7003,
    SUSHI,
    TAB_CODES.sushiAberta,
    'SK-5678-2B8E',
    'Balcão 02 - Conta 5678',
    'Kenji',
    minAtras(45),
    'A',
    1,
    10,
    0,
    1500,
    null,
    null,
    null,
    0,
    'SK02',
  )
  const insSaidaItem = db.prepare(
    'INSERT INTO saida_itens (saida_id, produto_nome, data_hora, qtde, valor_unitario) VALUES (?, ?, ?, ?, ?)',
  )
  insSaidaItem.run(7001, 'Pizza Margherita (Grande)', minAtras(80), 1, 6490)
  insSaidaItem.run(7001, 'Coca-Cola Lata 350 ml', minAtras(79), 2, 650)
  insSaidaItem.run(7001, 'Vinho da Casa (taça)', minAtras(75), 2, 2400)
  insSaidaItem.run(7001, 'Tiramisù', minAtras(30), 1, 2490)
  insSaidaItem.run(7002, 'Pizza Quatro Queijos (Grande)', diasAtras(now, 3, 21), 1, 7290)
  insSaidaItem.run(7002, 'Água Mineral sem Gás 500 ml', diasAtras(now, 3, 21), 2, 450)
  insSaidaItem.run(7003, 'Combinado Kento 20 peças', minAtras(40), 1, 8990)
  insSaidaItem.run(7003, 'Saquê Junmai (dose)', minAtras(38), 2, 2200)
  insSaidaItem.run(7003, 'Guioza (6 unidades)', minAtras(35), 1, 2890)
  const insSaidaPag = db.prepare(
    'INSERT INTO saida_pagamentos (saida_id, nome, data_pagto, valor, pagamento_id) VALUES (?, ?, ?, ?, NULL)',
  )
  insSaidaPag.run(7001, 'PIX', minAtras(60), 5000)
  insSaidaPag.run(7002, 'Cartão de Crédito', diasAtras(now, 3, 22), 8550)

  const insMesa = db.prepare(
    'INSERT INTO mesas (codigo, empresa_id, localizacao_id, flg_aceita_pedido, identificacao_venda, mensagem, saida_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (let i = 1; i <= 10; i++) {
    const codigo = `BN${String(i).padStart(2, '0')}`
    insMesa.run(
      codigo,
      BELLA,
      i <= 6 ? 1 : 2,
      1,
      `Mesa ${String(i).padStart(2, '0')}`,
      'Bem-vindo à Bella Napoli! Faça seu pedido pelo celular.',
      i === 1 ? 7001 : null,
    )
  }
  insMesa.run(
    'BN99',
    BELLA,
    2,
    0,
    'Mesa 99',
    'Esta mesa está reservada para um evento. Consulte o cardápio e chame o garçom.',
    null,
  )
  for (let i = 1; i <= 6; i++) {
    const codigo = `SK${String(i).padStart(2, '0')}`
    insMesa.run(
      codigo,
      SUSHI,
      i <= 3 ? 4 : 5,
      1,
      i <= 3 ? `Balcão ${String(i).padStart(2, '0')}` : `Mesa ${String(i).padStart(2, '0')}`,
      'Irasshaimase! Peça pelo celular e acompanhe sua conta.',
      i === 2 ? 7003 : null,
    )
  }

  const insVoucher = db.prepare(
    'INSERT INTO vouchers (empresa_id, codigo, nome, ativo, mensagem, tipo_id, valor) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (const emp of [BELLA, MERCADO, CAFE]) {
    insVoucher.run(
      emp,
      'DESCONTO10',
      'R$ 10,00 de desconto',
      1,
      'Cupom aplicado: R$ 10,00 de desconto no seu pedido.',
      1,
      1000,
    )
    insVoucher.run(
      emp,
      'PROMO15',
      '15% de desconto',
      1,
      'Cupom aplicado: 15% de desconto nos produtos.',
      2,
      15,
    )
    insVoucher.run(
      emp,
      'FRETE5',
      'Entrega por R$ 5,00',
      1,
      'Cupom aplicado: taxa de entrega de R$ 5,00.',
      3,
      500,
    )
    insVoucher.run(
      emp,
      'VELHO',
      'Cupom de lançamento',
      0,
      'Este cupom não está mais ativo.',
      1,
      500,
    )
  }

  // Loyalty: Bella Napoli's club, with Ana's ledger (balance 155 points).
  db.prepare(
    'INSERT INTO fidelidades (id, empresa_id, nome, imagem_url, texto_cliente, pontos_adesao, pontos_por_real) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    1,
    BELLA,
    'Clube Bella Napoli',
    '/static/fidelidade/1.svg',
    'Ganhe 1 ponto a cada R$ 1,00 em pedidos*Troque seus pontos por pizzas, sobremesas e vinhos*Pontos válidos por 12 meses*Ganhe 50 pontos ao aderir',
    50,
    1,
  )
  const insPremio = db.prepare(
    'INSERT INTO premios (id, fidelidade_id, nome, texto, ponto_custo, imagem_url, flg_disponivel) VALUES (?, 1, ?, ?, ?, ?, ?)',
  )
  insPremio.run(1, 'Tiramisù', 'Uma porção de tiramisù da casa.', 100, '/static/premio/1.svg', 1)
  insPremio.run(
    2,
    'Pizza Broto',
    'Uma pizza broto tradicional à sua escolha.',
    250,
    '/static/premio/2.svg',
    1,
  )
  insPremio.run(
    3,
    'Garrafa de Vinho da Casa',
    'Disponível somente às quartas-feiras.',
    150,
    '/static/premio/3.svg',
    0,
  )
  insPremio.run(
    4,
    'Pizza Grande Especial',
    'Uma pizza grande especial à sua escolha.',
    600,
    '/static/premio/4.svg',
    1,
  )
  db.prepare('INSERT INTO fidelidade_contas (id, fidelidade_id, usuario_id) VALUES (?, 1, ?)').run(
    801,
    USUARIOS_DEMO.ana.id,
  )
  const insLanc = db.prepare(
    'INSERT INTO fidelidade_lancamentos (conta_id, data, tipo_lancamento_id, flg_debito_credito, nome_tipo, ponto) VALUES (801, ?, ?, ?, ?, ?)',
  )
  insLanc.run(diasAtras(now, 60), 1, 'C', 'Adesão ao programa', 50)
  insLanc.run(diasAtras(now, 45), 2, 'C', 'Pontos de compra', 120)
  insLanc.run(diasAtras(now, 30), 3, 'D', 'Resgate de prêmio', 100)
  insLanc.run(diasAtras(now, 10), 2, 'C', 'Pontos de compra', 85)
  db.prepare(
    'INSERT INTO resgates (conta_id, premio_id, qtde, observacao, chave_pagto, flg_status, data) VALUES (801, 1, 1, ?, ?, ?, ?)',
  ).run('Sem cacau, por favor', 'RSG-801-0001', 'E', diasAtras(now, 30))

  db.prepare(
    'INSERT INTO reserva_config (empresa_id, capacidade_dia, tipo_cobranca, valor_unitario, texto_padrao, dias_fechados) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    BELLA,
    40,
    'P',
    1000,
    'Reserva com tolerância de 15 minutos. O valor de R$ 10,00 por pessoa é convertido em consumação. A reserva deve ser paga em até 30 minutos.',
    '1',
  )
  db.prepare(
    'INSERT INTO reserva_config (empresa_id, capacidade_dia, tipo_cobranca, valor_unitario, texto_padrao, dias_fechados) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(MERCADO, 20, 'N', 0, 'Reservas sem custo para grupos de até 10 pessoas.', '0')

  const insAmb = db.prepare(
    'INSERT INTO ambientes (id, empresa_id, nome, descricao, imagem_url, qtde_pessoas, preco_centavos) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  insAmb.run(
    1,
    BELLA,
    'Salão Principal',
    'Salão climatizado com forno a lenha à vista.',
    '/static/ambiente/1.svg',
    80,
    150000,
  )
  insAmb.run(
    2,
    BELLA,
    'Varanda Gourmet',
    'Varanda coberta com vista para o jardim.',
    '/static/ambiente/2.svg',
    30,
    80000,
  )
  insAmb.run(
    3,
    BELLA,
    'Adega',
    'Espaço reservado entre os vinhos, ideal para jantares íntimos.',
    '/static/ambiente/3.svg',
    12,
    40000,
  )
  const insTipo = db.prepare('INSERT INTO tipos_evento (id, empresa_id, nome) VALUES (?, ?, ?)')
  ;['Aniversário', 'Confraternização', 'Casamento', 'Corporativo'].forEach((n, i) =>
    insTipo.run(i + 1, BELLA, n),
  )
  const insCardEv = db.prepare(
    'INSERT INTO cardapios_evento (id, empresa_id, nome, descricao, imagem_url, valor_base_pessoa, tipo_evento_ids, itens) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  insCardEv.run(
    1,
    BELLA,
    'Rodízio de Pizzas',
    'Pizzas tradicionais e doces à vontade.',
    '/static/cardapio-evento/1.svg',
    6990,
    ',1,2,',
    JSON.stringify([
      { id: 1, nome: 'Refrigerantes à vontade', preco: 1200 },
      { id: 2, nome: 'Mesa de sobremesas', preco: 900 },
    ]),
  )
  insCardEv.run(
    2,
    BELLA,
    'Jantar Italiano',
    'Entrada, massa fresca, prato principal e sobremesa.',
    '/static/cardapio-evento/2.svg',
    12990,
    ',1,2,3,4,',
    JSON.stringify([
      { id: 3, nome: 'Harmonização com vinhos', preco: 3500 },
      { id: 4, nome: 'Bolo personalizado', preco: 1500 },
    ]),
  )
  insCardEv.run(
    3,
    BELLA,
    'Coquetel',
    'Finger food, bruschettas e minipizzas.',
    '/static/cardapio-evento/3.svg',
    8990,
    ',2,4,',
    JSON.stringify([{ id: 5, nome: 'Open bar de drinks', preco: 4500 }]),
  )

  const insAval = db.prepare(
    'INSERT INTO avaliacoes (empresa_id, pedido_id, pessoa_nome, pessoa_imagem_url, email, avaliacao, mensagem, data, mensagem_resposta, data_resposta) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)',
  )
  const aval: Array<[number, string, number, string, string | null]> = [
    [
      BELLA,
      'Marina C.',
      5,
      'Melhor pizza napolitana de Goiânia! Chegou quentinha.',
      'Obrigado, Marina! Volte sempre.',
    ],
    [
      BELLA,
      'Rafael T.',
      4,
      'Muito boa, mas a entrega atrasou uns 10 minutos.',
      'Rafael, obrigado pelo retorno. Já ajustamos nossa rota.',
    ],
    [BELLA, 'Patrícia L.', 5, 'A burrata é maravilhosa.', null],
    [
      BELLA,
      'João P.',
      3,
      'Pizza boa, refrigerante veio quente.',
      'Sentimos muito, João. Vamos melhorar!',
    ],
    [SUSHI, 'Akemi S.', 5, 'Peixe fresquíssimo.', null],
  ]
  aval.forEach(([emp, nome, nota, msg, resp], i) =>
    insAval.run(
      emp,
      null,
      nome,
      `${nome.split(' ')[0]?.toLowerCase()}@exemplo.com.br`,
      nota,
      msg,
      diasAtras(now, 20 - i * 3),
      resp,
      resp ? diasAtras(now, 19 - i * 3) : null,
    ),
  )

  const opcoesNota = [1, 2, 3, 4, 5].map((v, i) => ({
    id: 100 + i,
    valor: v,
    texto: ['Péssimo', 'Ruim', 'Regular', 'Bom', 'Excelente'][i],
  }))
  db.prepare(
    'INSERT INTO feedbacks (id, empresa_id, nome, observacao_final, questoes) VALUES (?, ?, ?, ?, ?)',
  ).run(
    1,
    BELLA,
    'Pesquisa de Satisfação',
    'Obrigado por nos ajudar a melhorar!',
    JSON.stringify([
      {
        id: 11,
        pergunta: 'Como você avalia a qualidade da comida?',
        tipoQuestionarioId: 1,
        feedBackTipoQuestionarioQtdeMax: 1,
        feedBackTipoQuestOpcao: opcoesNota,
      },
      {
        id: 12,
        pergunta: 'Como você avalia o tempo de entrega?',
        tipoQuestionarioId: 1,
        feedBackTipoQuestionarioQtdeMax: 1,
        feedBackTipoQuestOpcao: opcoesNota.map((o) => ({ ...o, id: o.id + 10 })),
      },
      {
        id: 13,
        pergunta: 'Você teve algum problema com o seu pedido?',
        tipoQuestionarioId: 5,
        feedBackTipoQuestionarioQtdeMax: 1,
        feedBackTipoQuestOpcao: [
          { id: 131, valor: 1, texto: 'Sim' },
          { id: 132, valor: 0, texto: 'Não' },
        ],
      },
      {
        id: 14,
        pergunta: 'Você recomendaria a Bella Napoli a um amigo?',
        tipoQuestionarioId: 2,
        feedBackTipoQuestionarioQtdeMax: 1,
        feedBackTipoQuestOpcao: [
          { id: 141, valor: 1, texto: 'Sim' },
          { id: 142, valor: 0, texto: 'Não' },
          { id: 143, valor: 2, texto: 'Talvez' },
        ],
      },
    ]),
  )
}

function seedUsuarios(db: Database.Database, now: Date): void {
  const hash = hashSenha(DEMO_SENHA)
  const ins =
    db.prepare(`INSERT INTO usuarios (id, pessoa_id, usuario_accid, email, senha_hash, nome, telefone, telefone_confirmado, cpf, sexo,
    data_nascimento, imagem_url, criado_em) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`)
  const { ana, bruno, carla } = USUARIOS_DEMO
  ins.run(
    ana.id,
    ana.pessoaId,
    ana.accid,
    ana.email,
    hash,
    ana.nome,
    ana.telefone,
    1,
    '52998224725',
    'f',
    '1990-05-12',
    diasAtras(now, 90),
  )
  ins.run(
    bruno.id,
    bruno.pessoaId,
    bruno.accid,
    bruno.email,
    hash,
    bruno.nome,
    null,
    0,
    null,
    'm',
    null,
    diasAtras(now, 40),
  )
  ins.run(
    carla.id,
    carla.pessoaId,
    carla.accid,
    carla.email,
    hash,
    carla.nome,
    carla.telefone,
    0,
    null,
    'f',
    '1995-11-30',
    diasAtras(now, 2),
  )
  db.prepare(
    'INSERT INTO sms_codigos (telefone, codigo, enviado_em, envios) VALUES (?, ?, ?, 1)',
  ).run(carla.telefone, SMS_CARLA, iso(now))

  const insEnd =
    db.prepare(`INSERT INTO pessoas_enderecos (id, pessoa_id, nome, logradouro, numero, complemento, referencia, cep, cep_id,
    bairro_id, nome_bairro, cidade_id, nome_cidade, uf_id, uf, nome_estado, pais, latitude, longitude, flg_principal, habilita_cadastro)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1489, 'Goiânia', 9, 'GO', 'Goiás', 'Brasil', ?, ?, ?, 1)`)
  insEnd.run(
    3001,
    ana.pessoaId,
    'Minha casa',
    'Rua 1136',
    '300',
    'Apto 502',
    'Próximo à Praça do Sol',
    '74180040',
    9004,
    103,
    'Setor Marista',
    -16.6994,
    -49.2612,
    1,
  )
  insEnd.run(
    3002,
    ana.pessoaId,
    'Trabalho',
    'Avenida Rio Verde',
    '96',
    'Sala 12',
    null,
    '74835010',
    9010,
    108,
    'Parque Amazônia',
    -16.7331,
    -49.2801,
    0,
  )

  const insCartao = db.prepare(
    'INSERT INTO cartoes (usuario_id, bandeira, nome_portador, numeros_finais, principal, mes_expiracao, ano_expiracao) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  insCartao.run(ana.id, 1, 'ANA SOUZA', '1111', 1, '08', '2030')
  insCartao.run(ana.id, 2, 'ANA SOUZA', '5454', 0, '12', '2029')

  // Order history for Ana at Bella Napoli: one finished (to be rated), one cancelled.
  const insPed =
    db.prepare(`INSERT INTO pedidos (id, empresa_id, tipo, usuario_id, situacao_id, data_pedido, valor_produto, valor_desconto,
    valor_taxa_entrega, valor_total, modalidade_caixa_id, pessoa_endereco_id, endereco, flg_pago, motivo_cancelamento_id)
    VALUES (?, 1, 'delivery', ?, ?, ?, ?, 0, 0, ?, (SELECT id FROM modalidades_caixa WHERE empresa_id = 1 AND nome = 'Dinheiro'), 3001, ?, ?, ?)`)
  const endereco = JSON.stringify({
    logradouro: 'Rua 1136',
    numero: '300',
    complemento: 'Apto 502',
    bairro: 'Setor Marista',
    cidade: 'Goiânia',
    uf: 'GO',
  })
  insPed.run(9001, ana.id, 5, diasAtras(now, 12), 7790, 7790, endereco, 1, null)
  insPed.run(9002, ana.id, 2, diasAtras(now, 5), 4590, 4590, endereco, 0, 6)
  const insItem = db.prepare(
    'INSERT INTO pedido_itens (pedido_id, item_id, nome, qtde, valor_unitario, valor_total, observacao, tamanho_id, variacoes) VALUES (?, (SELECT id FROM produtos WHERE empresa_id = 1 AND nome_completo = ?), ?, ?, ?, ?, ?, ?, ?)',
  )
  insItem.run(
    9001,
    'Pizza Margherita',
    'Pizza Margherita',
    1,
    6490,
    6490,
    null,
    3,
    JSON.stringify([{ qtde: 1, itemNome: 'Sem borda' }]),
  )
  insItem.run(
    9001,
    'Coca-Cola Lata 350 ml',
    'Coca-Cola Lata 350 ml',
    2,
    650,
    1300,
    'Bem gelada',
    null,
    '[]',
  )
  insItem.run(9002, 'Lasanha à Bolonhesa', 'Lasanha à Bolonhesa', 1, 4590, 4590, null, null, '[]')
  const insHist = db.prepare(
    'INSERT INTO pedido_historico (pedido_id, situacao_id, data) VALUES (?, ?, ?)',
  )
  for (const [s, h] of [
    [1, 19],
    [3, 19],
    [4, 20],
    [5, 20],
  ] as const)
    insHist.run(9001, s, diasAtras(now, 12, h))
  insHist.run(9002, 1, diasAtras(now, 5, 12))
  insHist.run(9002, 2, diasAtras(now, 5, 12))
}
