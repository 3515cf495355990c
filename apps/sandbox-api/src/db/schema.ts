// The sandbox's SQLite schema. Money is stored in integer centavos (`*_centavos`); the HTTP layer converts to
// decimal reais because that is what the real API sends. Structures that are only ever read whole (layout
// flags, event-menu extras, survey questions) are JSON columns: the sandbox never queries inside them.
export const SCHEMA_VERSION = 2

export const schemaSql = /* sql */ `
CREATE TABLE IF NOT EXISTS meta (chave TEXT PRIMARY KEY, valor TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS estados (id INTEGER PRIMARY KEY, nome TEXT NOT NULL, sigla TEXT NOT NULL UNIQUE, pais_id INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS cidades (
  id INTEGER PRIMARY KEY, nome TEXT NOT NULL, estado_id INTEGER NOT NULL REFERENCES estados(id),
  latitude REAL NOT NULL, longitude REAL NOT NULL, ativa INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS bairros (
  id INTEGER PRIMARY KEY, cidade_id INTEGER NOT NULL REFERENCES cidades(id), nome TEXT NOT NULL,
  latitude REAL NOT NULL, longitude REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS bairros_cidade ON bairros(cidade_id);
CREATE TABLE IF NOT EXISTS ceps (
  id INTEGER PRIMARY KEY, cep TEXT NOT NULL UNIQUE, logradouro TEXT NOT NULL,
  bairro_id INTEGER NOT NULL REFERENCES bairros(id), latitude REAL NOT NULL, longitude REAL NOT NULL
);
-- Places answered by the offline maps service (geocoder, autocomplete, details).
CREATE TABLE IF NOT EXISTS lugares (
  place_id TEXT PRIMARY KEY, nome TEXT NOT NULL, logradouro TEXT NOT NULL, numero TEXT NOT NULL,
  bairro TEXT NOT NULL, cidade TEXT NOT NULL, uf TEXT NOT NULL, pais TEXT NOT NULL, pais_sigla TEXT NOT NULL,
  cep TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS especialidades (id INTEGER PRIMARY KEY, nome TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS empresas (
  id INTEGER PRIMARY KEY, global_id INTEGER NOT NULL UNIQUE, base_id INTEGER NOT NULL,
  grupo_empresarial_chave TEXT NOT NULL, permalink TEXT NOT NULL UNIQUE, nome TEXT NOT NULL,
  modelo_layout_id INTEGER NOT NULL, cor_body TEXT NOT NULL, logo_url TEXT NOT NULL, mensagem_padrao TEXT NOT NULL,
  cidade_id INTEGER NOT NULL REFERENCES cidades(id), bairro_nome TEXT NOT NULL,
  especialidades TEXT NOT NULL, especialidade_ids TEXT NOT NULL, avaliacao REAL NOT NULL,
  aberto INTEGER NOT NULL, flg_delivery_indisponivel INTEGER NOT NULL, flg_mostra_cardapio_menu INTEGER NOT NULL,
  tenant INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL -- JSON: the rest of informacao-completa (flags, venue details)
);
CREATE TABLE IF NOT EXISTS empresa_imagens (empresa_id INTEGER PRIMARY KEY REFERENCES empresas(id), cor TEXT NOT NULL, iniciais TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS area_entrega (
  empresa_id INTEGER NOT NULL REFERENCES empresas(id), bairro_id INTEGER NOT NULL REFERENCES bairros(id),
  taxa_centavos INTEGER NOT NULL, PRIMARY KEY (empresa_id, bairro_id)
);
CREATE TABLE IF NOT EXISTS info_semanal (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL REFERENCES empresas(id), dia_semana_nome TEXT NOT NULL,
  texto TEXT NOT NULL, flg_musica_ao_vivo INTEGER NOT NULL, imagem_url TEXT NOT NULL, ordem INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS modalidades_caixa (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL REFERENCES empresas(id), nome TEXT NOT NULL, pix INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS pontos_entrega (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL REFERENCES empresas(id), nome TEXT NOT NULL,
  logradouro_full TEXT NOT NULL, bairro_nome TEXT NOT NULL, horario_limite TEXT NOT NULL,
  taxa_centavos INTEGER NOT NULL, ativo INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS localizacoes (id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL REFERENCES empresas(id), nome TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS mesas (
  codigo TEXT PRIMARY KEY, empresa_id INTEGER NOT NULL REFERENCES empresas(id), localizacao_id INTEGER,
  flg_aceita_pedido INTEGER NOT NULL, identificacao_venda TEXT NOT NULL, mensagem TEXT NOT NULL, saida_id INTEGER
);

CREATE TABLE IF NOT EXISTS guias (id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, nome TEXT NOT NULL, ordem INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS grupos (id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, nome TEXT NOT NULL, ordem INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS categorias (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, grupo_id INTEGER NOT NULL REFERENCES grupos(id),
  nome TEXT NOT NULL, ordem INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS produtos (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, categoria_id INTEGER NOT NULL REFERENCES categorias(id),
  grupo_id INTEGER NOT NULL, nome_completo TEXT NOT NULL, texto_informativo TEXT NOT NULL, imagem TEXT,
  preco_centavos INTEGER NOT NULL, valor_normal_centavos INTEGER NOT NULL,
  flg_disponivel INTEGER NOT NULL, flg_em_falta INTEGER NOT NULL, flg_preco_variavel INTEGER NOT NULL,
  flg_sugestao INTEGER NOT NULL, ordem INTEGER NOT NULL,
  no_menu INTEGER NOT NULL, no_delivery INTEGER NOT NULL, guia_ids TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS produtos_empresa ON produtos(empresa_id, ordem);
CREATE TABLE IF NOT EXISTS produto_precos (
  id INTEGER PRIMARY KEY, produto_id INTEGER NOT NULL REFERENCES produtos(id), tamanho_id INTEGER NOT NULL,
  tamanho_nome TEXT NOT NULL, valor_centavos INTEGER NOT NULL, ordem INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS precos_produto ON produto_precos(produto_id);
CREATE TABLE IF NOT EXISTS variacoes (
  id INTEGER PRIMARY KEY, produto_id INTEGER NOT NULL REFERENCES produtos(id), nome TEXT NOT NULL,
  nome_mostra TEXT NOT NULL, qtde_min INTEGER NOT NULL, qtde_max INTEGER NOT NULL, flg_tipo TEXT NOT NULL,
  flg_maior_preco_m INTEGER NOT NULL, ordem INTEGER NOT NULL, tamanho_id INTEGER
);
CREATE INDEX IF NOT EXISTS variacoes_produto ON variacoes(produto_id);
CREATE TABLE IF NOT EXISTS variacao_itens (
  id INTEGER PRIMARY KEY, variacao_id INTEGER NOT NULL REFERENCES variacoes(id), nome_completo TEXT NOT NULL,
  texto_informativo TEXT NOT NULL, preco_centavos INTEGER NOT NULL, tamanho_id INTEGER, ordem INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS variacao_itens_variacao ON variacao_itens(variacao_id);

CREATE TABLE IF NOT EXISTS vouchers (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, codigo TEXT NOT NULL, nome TEXT NOT NULL,
  ativo INTEGER NOT NULL, mensagem TEXT NOT NULL, tipo_id INTEGER NOT NULL,
  valor INTEGER NOT NULL, -- centavos for types 1 and 3, whole percent for type 2
  UNIQUE (empresa_id, codigo)
);

CREATE TABLE IF NOT EXISTS usuarios (
  id TEXT PRIMARY KEY, pessoa_id INTEGER NOT NULL UNIQUE, usuario_accid INTEGER NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE, senha_hash TEXT, nome TEXT NOT NULL, telefone TEXT,
  telefone_confirmado INTEGER NOT NULL DEFAULT 0, cpf TEXT, sexo TEXT, data_nascimento TEXT, imagem_url TEXT,
  criado_em TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sms_codigos (telefone TEXT PRIMARY KEY, codigo TEXT NOT NULL, enviado_em TEXT NOT NULL, envios INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS trocas_telefone (
  autorizacao TEXT PRIMARY KEY, usuario_id TEXT NOT NULL REFERENCES usuarios(id), novo_telefone TEXT NOT NULL,
  criado_em TEXT NOT NULL, usada INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS pessoas_enderecos (
  id INTEGER PRIMARY KEY, pessoa_id INTEGER NOT NULL, nome TEXT NOT NULL, logradouro TEXT NOT NULL,
  numero TEXT NOT NULL, complemento TEXT, referencia TEXT, cep TEXT, cep_id INTEGER, bairro_id INTEGER NOT NULL,
  nome_bairro TEXT NOT NULL, cidade_id INTEGER NOT NULL, nome_cidade TEXT NOT NULL, uf_id INTEGER NOT NULL,
  uf TEXT NOT NULL, nome_estado TEXT NOT NULL, pais TEXT NOT NULL, latitude REAL, longitude REAL,
  flg_principal INTEGER NOT NULL DEFAULT 0, habilita_cadastro INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS enderecos_pessoa ON pessoas_enderecos(pessoa_id);
CREATE TABLE IF NOT EXISTS imagens (id TEXT PRIMARY KEY, content_type TEXT NOT NULL, dados BLOB NOT NULL, criado_em TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS pessoas_off (
  id INTEGER PRIMARY KEY, chave TEXT NOT NULL, empresa_id INTEGER NOT NULL, nome TEXT NOT NULL, telefone TEXT NOT NULL,
  cep_id INTEGER, cidade_id INTEGER NOT NULL, bairro_id INTEGER NOT NULL, nome_bairro TEXT NOT NULL,
  nome_cidade TEXT NOT NULL, nome_estado TEXT NOT NULL, logradouro TEXT NOT NULL, numero TEXT NOT NULL,
  complemento TEXT, referencia TEXT, latitude TEXT, longitude TEXT, pais TEXT NOT NULL, criado_em TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS pedidos (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, tipo TEXT NOT NULL, usuario_id TEXT, pessoa_off_id INTEGER,
  situacao_id INTEGER NOT NULL, data_pedido TEXT NOT NULL, valor_produto INTEGER NOT NULL,
  valor_desconto INTEGER NOT NULL, valor_taxa_entrega INTEGER NOT NULL, valor_comissao INTEGER NOT NULL DEFAULT 0,
  valor_total INTEGER NOT NULL, valor_troco INTEGER NOT NULL DEFAULT 0, voucher_id INTEGER,
  modalidade_caixa_id INTEGER, pagamento_online INTEGER NOT NULL DEFAULT 0, flg_retirar_local INTEGER NOT NULL DEFAULT 0,
  ponto_entrega_id INTEGER, pessoa_endereco_id INTEGER, endereco TEXT, observacao TEXT, localizacao_id INTEGER,
  saida_id INTEGER, flg_pago INTEGER NOT NULL DEFAULT 0, motivo_cancelamento_id INTEGER, pagamento_id INTEGER,
  nome_apoio TEXT, flg_avaliado INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS pedidos_usuario ON pedidos(usuario_id, empresa_id);
CREATE TABLE IF NOT EXISTS pedido_itens (
  id INTEGER PRIMARY KEY, pedido_id INTEGER NOT NULL REFERENCES pedidos(id), item_id INTEGER NOT NULL,
  nome TEXT NOT NULL, qtde INTEGER NOT NULL, valor_unitario INTEGER NOT NULL, valor_total INTEGER NOT NULL,
  observacao TEXT, tamanho_id INTEGER, variacoes TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS pedido_historico (
  id INTEGER PRIMARY KEY, pedido_id INTEGER NOT NULL REFERENCES pedidos(id), situacao_id INTEGER NOT NULL, data TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS pagamentos (
  id INTEGER PRIMARY KEY, tipo TEXT NOT NULL, ref_id INTEGER NOT NULL, empresa_id INTEGER NOT NULL,
  valor_centavos INTEGER NOT NULL, flg_status TEXT NOT NULL, txid TEXT NOT NULL, br_code TEXT NOT NULL,
  criado_em TEXT NOT NULL, pago_em TEXT
);

CREATE TABLE IF NOT EXISTS saidas (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, codigo_conta TEXT NOT NULL, chave_mobile TEXT NOT NULL UNIQUE,
  num_identificador_completo TEXT NOT NULL, vendedor_apelido TEXT NOT NULL, data_saida TEXT NOT NULL,
  flg_status TEXT NOT NULL, flg_aceita_wg_comanda INTEGER NOT NULL, perc_comissao INTEGER NOT NULL,
  valor_desconto INTEGER NOT NULL, valor_ingresso INTEGER NOT NULL, usuario_id TEXT, nome_usuario TEXT,
  flg_status_fidelidade TEXT, flg_fidelidade_processada INTEGER NOT NULL DEFAULT 0, mesa_codigo TEXT
);
CREATE TABLE IF NOT EXISTS saida_itens (
  id INTEGER PRIMARY KEY, saida_id INTEGER NOT NULL REFERENCES saidas(id), produto_nome TEXT NOT NULL,
  data_hora TEXT NOT NULL, qtde INTEGER NOT NULL, valor_unitario INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS saida_pagamentos (
  id INTEGER PRIMARY KEY, saida_id INTEGER NOT NULL REFERENCES saidas(id), nome TEXT NOT NULL,
  data_pagto TEXT NOT NULL, valor INTEGER NOT NULL, pagamento_id INTEGER
);

CREATE TABLE IF NOT EXISTS fidelidades (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, nome TEXT NOT NULL, imagem_url TEXT NOT NULL,
  texto_cliente TEXT NOT NULL, pontos_adesao INTEGER NOT NULL, pontos_por_real INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS fidelidade_contas (
  id INTEGER PRIMARY KEY, fidelidade_id INTEGER NOT NULL REFERENCES fidelidades(id), usuario_id TEXT NOT NULL,
  UNIQUE (fidelidade_id, usuario_id)
);
CREATE TABLE IF NOT EXISTS fidelidade_lancamentos (
  id INTEGER PRIMARY KEY, conta_id INTEGER NOT NULL REFERENCES fidelidade_contas(id), data TEXT NOT NULL,
  tipo_lancamento_id INTEGER NOT NULL, flg_debito_credito TEXT NOT NULL, nome_tipo TEXT NOT NULL, ponto INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS premios (
  id INTEGER PRIMARY KEY, fidelidade_id INTEGER NOT NULL REFERENCES fidelidades(id), nome TEXT NOT NULL,
  texto TEXT NOT NULL, ponto_custo INTEGER NOT NULL, imagem_url TEXT NOT NULL, flg_disponivel INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS resgates (
  id INTEGER PRIMARY KEY, conta_id INTEGER NOT NULL REFERENCES fidelidade_contas(id), premio_id INTEGER NOT NULL,
  qtde INTEGER NOT NULL, observacao TEXT, chave_pagto TEXT NOT NULL, flg_status TEXT NOT NULL, data TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS reserva_config (
  empresa_id INTEGER PRIMARY KEY, capacidade_dia INTEGER NOT NULL, tipo_cobranca TEXT NOT NULL,
  valor_unitario INTEGER NOT NULL, texto_padrao TEXT NOT NULL, dias_fechados TEXT NOT NULL
);
-- A weekday's own charge (002 §3 "Calendar day detail": each day says its charge type); a day without a row
-- takes reserva_config's.
CREATE TABLE IF NOT EXISTS reserva_cobranca_dia (
  empresa_id INTEGER NOT NULL, dia_semana INTEGER NOT NULL, tipo_cobranca TEXT NOT NULL, valor_unitario INTEGER NOT NULL,
  texto_padrao TEXT NOT NULL, PRIMARY KEY (empresa_id, dia_semana)
);
CREATE TABLE IF NOT EXISTS reservas_mesa (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, usuario_id TEXT NOT NULL, movimento_id INTEGER NOT NULL,
  data_movimento TEXT NOT NULL, hora_prevista TEXT NOT NULL, qtde_pessoas INTEGER NOT NULL, valor_total INTEGER NOT NULL,
  flg_tipo_cobranca TEXT NOT NULL, flg_status_pagamento TEXT NOT NULL, flg_status TEXT NOT NULL, observacao TEXT,
  pagamento_id INTEGER, criado_em TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS ambientes (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, nome TEXT NOT NULL, descricao TEXT NOT NULL,
  imagem_url TEXT NOT NULL, qtde_pessoas INTEGER NOT NULL, preco_centavos INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tipos_evento (id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, nome TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS cardapios_evento (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, nome TEXT NOT NULL, descricao TEXT NOT NULL,
  imagem_url TEXT NOT NULL, valor_base_pessoa INTEGER NOT NULL, tipo_evento_ids TEXT NOT NULL,
  itens TEXT NOT NULL -- JSON [{id, nome, preco (centavos per person)}]
);
CREATE TABLE IF NOT EXISTS eventos_reservas (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, usuario_id TEXT NOT NULL, ambiente_id INTEGER NOT NULL,
  cardapio_id INTEGER NOT NULL, tipo_evento_id INTEGER NOT NULL, data_evento TEXT NOT NULL,
  qtde_pessoas INTEGER NOT NULL, valor_ambiente INTEGER NOT NULL, valor_cardapio INTEGER NOT NULL,
  valor_total INTEGER NOT NULL, nome TEXT NOT NULL, situacao_nome TEXT NOT NULL, criado_em TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS avaliacoes (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, pedido_id INTEGER, pessoa_nome TEXT NOT NULL,
  pessoa_imagem_url TEXT, email TEXT, avaliacao INTEGER NOT NULL, mensagem TEXT, data TEXT NOT NULL,
  mensagem_resposta TEXT, data_resposta TEXT
);
CREATE TABLE IF NOT EXISTS feedbacks (
  id INTEGER PRIMARY KEY, empresa_id INTEGER NOT NULL, nome TEXT NOT NULL, observacao_final TEXT NOT NULL,
  questoes TEXT NOT NULL -- JSON
);
CREATE TABLE IF NOT EXISTS feedback_respostas (id INTEGER PRIMARY KEY, feedback_id INTEGER NOT NULL, dados TEXT NOT NULL, criado_em TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS cartoes (
  id INTEGER PRIMARY KEY, usuario_id TEXT NOT NULL, bandeira INTEGER NOT NULL, nome_portador TEXT NOT NULL,
  numeros_finais TEXT NOT NULL, principal INTEGER NOT NULL, mes_expiracao TEXT NOT NULL, ano_expiracao TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS faq (id INTEGER PRIMARY KEY, pergunta TEXT NOT NULL, resposta TEXT NOT NULL, ordem INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS shoppings (
  id INTEGER PRIMARY KEY, permalink TEXT NOT NULL UNIQUE, nome TEXT NOT NULL, mensagem TEXT NOT NULL, imagem_url TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS shopping_lojas (
  shopping_id INTEGER NOT NULL REFERENCES shoppings(id), empresa_id INTEGER NOT NULL REFERENCES empresas(id),
  ordem INTEGER NOT NULL, PRIMARY KEY (shopping_id, empresa_id)
);
CREATE TABLE IF NOT EXISTS contatos (
  id INTEGER PRIMARY KEY, empresa_id INTEGER, nome TEXT NOT NULL, email TEXT NOT NULL, telefone TEXT NOT NULL,
  mensagem TEXT NOT NULL, criado_em TEXT NOT NULL
);
`

/** Every table, children first, so a reset can empty them without tripping foreign keys. */
export const TABLES_IN_DELETE_ORDER = [
  'contatos',
  'shopping_lojas',
  'shoppings',
  'faq',
  'cartoes',
  'feedback_respostas',
  'feedbacks',
  'avaliacoes',
  'eventos_reservas',
  'cardapios_evento',
  'tipos_evento',
  'ambientes',
  'reserva_cobranca_dia',
  'reservas_mesa',
  'reserva_config',
  'resgates',
  'premios',
  'fidelidade_lancamentos',
  'fidelidade_contas',
  'fidelidades',
  'saida_pagamentos',
  'saida_itens',
  'saidas',
  'pagamentos',
  'pedido_historico',
  'pedido_itens',
  'pedidos',
  'pessoas_off',
  'imagens',
  'pessoas_enderecos',
  'trocas_telefone',
  'sms_codigos',
  'usuarios',
  'vouchers',
  'variacao_itens',
  'variacoes',
  'produto_precos',
  'produtos',
  'categorias',
  'grupos',
  'guias',
  'mesas',
  'localizacoes',
  'pontos_entrega',
  'modalidades_caixa',
  'info_semanal',
  'area_entrega',
  'empresa_imagens',
  'empresas',
  'especialidades',
  'lugares',
  'ceps',
  'bairros',
  'cidades',
  'estados',
  'meta',
] as const
