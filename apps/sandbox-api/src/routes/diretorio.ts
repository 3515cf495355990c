// The public directory site (002 §7): restaurant search, specialties, FAQ, partner contact, shopping centre.
import type { Hono } from 'hono'
import { messages } from '@prato/domain'
import type { EmpresaRow, SandboxContext } from '../context'
import { absoluta, ApiError, corpo } from '../lib/http'
import { agoraIso } from '../lib/formato'
import { contatoSchema } from './extras'
import type { AppEnv } from '../app'

export function rotasDiretorio(app: Hono<AppEnv>, ctx: SandboxContext): void {
  app.get('/v1/api/empresas/geral-cidade', (c) => {
    const cidadeId = Number(c.req.query('cidadeId'))
    if (!Number.isInteger(cidadeId) || cidadeId <= 0)
      throw new ApiError(400, messages.informeCidade)
    const tipo = c.req.query('tipoEmpresa')
    const esp = c.req.query('especialidadeId')
    if (tipo && tipo !== '1' && tipo !== '2')
      throw new ApiError(400, 'tipoEmpresa deve ser 1 (menu) ou 2 (delivery).')
    const rows = ctx
      .q(
        `SELECT e.*, c.nome AS cidade_nome FROM empresas e JOIN cidades c ON c.id = e.cidade_id
      WHERE e.cidade_id = ? AND (? = '' OR (? = '1' AND e.flg_mostra_cardapio_menu = 1) OR (? = '2' AND e.flg_delivery_indisponivel = 0))
      AND (? = '' OR e.especialidade_ids LIKE '%,' || ? || ',%') ORDER BY e.aberto DESC, e.avaliacao DESC, e.nome`,
      )
      .all(cidadeId, tipo ?? '', tipo ?? '', tipo ?? '', esp ?? '', esp ?? '') as Array<
      EmpresaRow & { cidade_nome: string }
    >
    return c.json(
      rows.map((e) => ({
        nome: e.nome,
        aberto: e.aberto === 1,
        mensagemPadrao: e.mensagem_padrao,
        permaLink: e.permalink,
        logoUrl: absoluta(c, e.logo_url),
        endBairro: e.bairro_nome,
        endCidade: e.cidade_nome,
        especialidades: e.especialidades,
        avaliacao: e.avaliacao,
        flgDeliveryIndisponivel: e.flg_delivery_indisponivel === 1,
        flgMostraCardapioMenu: e.flg_mostra_cardapio_menu === 1,
      })),
    )
  })

  app.get('/v1/api/especialidades', (c) =>
    c.json(
      ctx.q('SELECT id, nome FROM especialidades ORDER BY nome').all() as Array<{
        id: number
        nome: string
      }>,
    ),
  )

  app.get('/v1/api/dadoswgsite/perguntas-empresa', (c) =>
    c.json(
      ctx.q('SELECT pergunta, resposta FROM faq ORDER BY ordem').all() as Array<{
        pergunta: string
        resposta: string
      }>,
    ),
  )

  app.post('/v1/api/dadoswgsite/contato-parceiro', async (c) => {
    const d = await corpo(c, contatoSchema)
    ctx
      .q(
        'INSERT INTO contatos (empresa_id, nome, email, telefone, mensagem, criado_em) VALUES (NULL, ?, ?, ?, ?, ?)',
      )
      .run(d.nome, d.email, d.telefone, d.mensagem, agoraIso())
    return c.json({ sucesso: true, mensagem: messages.contatoSucesso })
  })

  app.get('/v3/api/empresas/shopping/:permalink', (c) => {
    const s = ctx
      .q('SELECT * FROM shoppings WHERE permalink = ?')
      .get(c.req.param('permalink').toLowerCase()) as
      { id: number; nome: string; mensagem: string; imagem_url: string } | undefined
    if (!s) throw new ApiError(404, 'Shopping não encontrado.')
    const lojas = ctx
      .q(
        'SELECT e.* FROM shopping_lojas l JOIN empresas e ON e.id = l.empresa_id WHERE l.shopping_id = ? ORDER BY l.ordem',
      )
      .all(s.id) as EmpresaRow[]
    return c.json({
      imagemUrl: absoluta(c, s.imagem_url),
      nome: s.nome,
      mensagem: s.mensagem,
      empresas: lojas.map((e) => ({
        permaLink: e.permalink,
        logoUrl: absoluta(c, e.logo_url),
        nome: e.nome,
        mensagemPadrao: e.mensagem_padrao,
        especialidades: e.especialidades,
      })),
    })
  })
}
