// Written by components/dialog-registry.test.ts from the routes’ handles: the registry the stories read.
import type { DialogRegistry } from '#app/components/dialogs'

export const STORY_DIALOGS: DialogRegistry = {
  "informe-telefone": {
    "access": "user",
    "size": "medium",
    "title": "Informe o telefone",
    "params": [
      "etapa"
    ],
    "id": "routes/$tenant.conta.informe-telefone",
    "path": "conta/informe-telefone"
  },
  "recuperar-senha": {
    "access": "anonymous",
    "size": "medium",
    "title": "Recuperar senha",
    "id": "routes/$tenant.conta.recuperar-senha",
    "path": "conta/recuperar-senha"
  },
  "pesquisar-endereco": {
    "access": "user",
    "size": "medium",
    "title": "Pesquisar endereço",
    "params": [
      "cep",
      "pesquisa",
      "placeId"
    ],
    "id": "routes/$tenant.enderecos.pesquisar",
    "path": "enderecos/pesquisar"
  },
  "informacoes-basicas": {
    "access": "anonymous",
    "size": "large",
    "title": "Informações básicas",
    "id": "routes/$tenant.informacoes-basicas",
    "path": "informacoes-basicas"
  },
  "dinheiro": {
    "access": "anyone",
    "size": "small",
    "title": "Pagamento em dinheiro",
    "params": [
      "modalidade"
    ],
    "id": "routes/$tenant.pagamento-dinheiro",
    "path": "pagamento-dinheiro"
  },
  "enderecos": {
    "access": "user",
    "size": "medium",
    "title": "Endereço para entrega",
    "id": "routes/$tenant.enderecos._index",
    "path": "enderecos"
  },
  "cancelar-pedido": {
    "access": "user",
    "size": "medium",
    "title": "Cancelar pedido",
    "params": [
      "id"
    ],
    "id": "routes/$tenant.cancelar-pedido",
    "path": "cancelar-pedido"
  },
  "avaliar-pedido": {
    "access": "user",
    "size": "medium",
    "title": "Sua avaliação",
    "params": [
      "id"
    ],
    "id": "routes/$tenant.avaliar-pedido",
    "path": "avaliar-pedido"
  },
  "cadastro": {
    "access": "anonymous",
    "size": "large",
    "title": "Fazer Cadastro",
    "id": "routes/$tenant.conta.cadastro",
    "path": "conta/cadastro"
  },
  "telefone": {
    "access": "user",
    "size": "medium",
    "title": "Trocar Telefone",
    "params": [
      "etapa"
    ],
    "id": "routes/$tenant.conta.telefone",
    "path": "conta/telefone"
  },
  "endereco": {
    "access": "user",
    "size": "large",
    "title": "Endereço",
    "params": [
      "id",
      "nome",
      "logradouro",
      "numero",
      "complemento",
      "referencia",
      "cep",
      "cepId",
      "nomeBairro",
      "bairroId",
      "nomeCidade",
      "cidadeId",
      "uf",
      "latitude",
      "longitude"
    ],
    "id": "routes/$tenant.enderecos.novo",
    "path": "enderecos/novo"
  },
  "novo-cartao": {
    "access": "user",
    "size": "medium",
    "title": "Novo cartão",
    "id": "routes/$tenant.cartoes.novo",
    "path": "cartoes/novo"
  },
  "login": {
    "access": "anonymous",
    "size": "medium",
    "title": "Fazer Login",
    "id": "routes/$tenant.conta.entrar",
    "path": "conta/entrar"
  },
  "perfil": {
    "access": "user",
    "size": "large",
    "title": "Perfil",
    "id": "routes/$tenant.conta.perfil",
    "path": "conta/perfil"
  },
  "pagar-conta": {
    "access": "user",
    "size": "medium",
    "title": "Pagar parte da conta",
    "params": [
      "saida",
      "valor",
      "pagamento",
      "consultar"
    ],
    "id": "routes/$tenant.pagar-conta",
    "path": "pagar-conta"
  },
  "avaliacoes": {
    "access": "anyone",
    "size": "medium",
    "title": "Avaliações",
    "id": "routes/$tenant.avaliacoes",
    "path": "avaliacoes"
  },
  "sms": {
    "access": "user",
    "size": "medium",
    "title": "Confirmar SMS",
    "id": "routes/$tenant.conta.sms",
    "path": "conta/sms"
  },
  "pesquisa": {
    "access": "anyone",
    "size": "medium",
    "title": "Avaliação",
    "params": [
      "passo"
    ],
    "id": "routes/$tenant.pesquisa",
    "path": "pesquisa"
  },
  "produto": {
    "access": "anyone",
    "size": "large",
    "title": "Detalhes do produto",
    "params": [
      "id",
      "pdv",
      "linha"
    ],
    "id": "routes/$tenant.produto",
    "path": "produto"
  },
  "mesa": {
    "access": "anyone",
    "size": "small",
    "title": "Mesa",
    "id": "routes/$tenant.mesa",
    "path": "mesa"
  },
  "wifi": {
    "access": "anyone",
    "size": "small",
    "title": "WiFi",
    "id": "routes/$tenant.wifi",
    "path": "wifi"
  }
}
