/**
 * Account dialogs and screens (000): titles, form labels, registration, login, profile, phone and addresses.
 * Part of the catalogue: see ../messages.ts for the rules.
 */
import type { Placeholder } from './placeholder'
import { avaliacoesTitulo, suaAvaliacaoTitulo } from './dialog-titles'
import { wifiSenha } from './shell'

// ── Dialog titles: in ./dialog-titles.ts ─────────────────────────────────────────────────────
export const suaAvaliacao = suaAvaliacaoTitulo
export const avaliacoes = avaliacoesTitulo
export const esqueciSenha = 'Esqueci minha senha' // our wording (forgot-password link)
export const cadastrar = 'Cadastrar' // our wording (register button of the login dialog)
export const reenviarCodigo = 'Reenviar código' // our wording (SMS resend)

// ── Form labels (our wording unless quoted) ────────────────────────────────────────────────
export const labelSobrenome = 'Sobrenome' // our wording
export const labelSenha = wifiSenha // our wording
export const labelCelular = 'Celular'
export const labelMensagem = 'Mensagem' // our wording
export const labelSexo = 'Sexo' // our wording
export const sexoMasculino = 'Masculino' // our wording (sexo 'm')
export const sexoFeminino = 'Feminino' // our wording (sexo 'f')
export const sexoOutro = 'Outro' // our wording (sexo 'o')
export const labelCpf = 'CPF' // our wording
export const labelCpfCnpj = 'CPF/CNPJ' // our wording
export const labelDataNascimento = 'Data de nascimento' // our wording
export const labelCep = 'CEP' // our wording
export const labelRua = 'Rua' // our wording
export const labelNumero = 'Número' // our wording
export const labelComplemento = 'Complemento' // our wording
export const labelReferencia = 'Referência' // our wording
export const labelBairro = 'Bairro' // our wording
export const labelEstado = 'Estado' // our wording
export const labelNomeEndereco = 'Nome do endereço' // our wording
export const labelCodigoSms = 'Código do SMS' // our wording
export const labelNovoTelefone = 'Novo telefone' // our wording
export const labelObservacaoResgate = 'Observação (máximo 50 caracteres)'
export const labelTamanho = 'Tamanho' // our wording
export const labelNumeroCartao = 'Número do cartão' // our wording
export const labelValidade = 'Validade' // our wording
export const labelCodigoSeguranca = 'CVV' // our wording
export const labelNomePortador = 'Nome impresso no cartão' // our wording
export const labelCupom = 'Cupom' // our wording
export const labelValor = 'Valor' // our wording
export const labelChaveComanda = 'Chave da comanda' // our wording
export const labelCodigoConta = 'Código da conta' // our wording
export const labelHorario = 'Horário' // our wording
export const defaultAddressName = 'Minha casa'
export const paisPadrao = 'Brasil'

// ── Registration, login and account (000 §5, §8) ───────────────────────────────────────────
export const informeNome = 'Informe o nome!'
export const informeSobrenome = 'Informe o sobrenome!'
export const informeTelefone = 'Informe o telefone!'
export const informeEmail = 'Informe o email!'
export const informeSenha = 'Informe a senha!'
export const senhaMinimo = 'Informe pelo menos 6 caracteres na senha!'
export const emailInvalido = 'Informe um email válido!' // our wording (format check; spec only says required)
export const informeCodigoSms = 'Informe o código do SMS!'
export const informeNovoTelefone = 'Informe o novo telefone corretamente!'
export const loginFalhou = 'Usuário ou senha inválidos!'
/** Issue 11 §2: the login service did not answer (an outage is never the diner's wrong password). */
export const loginIndisponivel =
  'Não foi possível entrar agora: o serviço está indisponível. Tente novamente em alguns minutos.' // our wording
/** Issue 11 §5: too many wrong SMS codes; a new code must be requested. */
export const codigoSmsTentativasEsgotadas =
  'Código incorreto muitas vezes. Peça um novo código para continuar.' // our wording
export const cadastroFalhou = 'Houve um problema ao realizar o cadastro.'
export const recuperarSenhaFalhou = 'Não foi possível recuperar a senha do usuário!'
/** 000 §8 "an alert saying that an e-mail with recovery information was sent". */
export const recuperarSenhaSucesso =
  'Enviamos um e-mail com as informações para recuperar a sua senha. Verifique sua caixa de entrada.' // our wording
export const smsConfirmacaoFalhou = 'Código ou e-mail não encontrado, solicite um novo código.'
export const operacaoFalhou = 'Houve um problema ao realizar esta operação.'
export const trocarTelefoneFalhou = 'Houve um problema ao trocar o telefone, tente mais tarde'
export const perfilFalhou = 'Houve um problema'
export const operacaoSucesso = 'Operação realizada com sucesso'
export const fazerLoginAntes = 'Você precisa fazer login antes de continuar.'
export const fazerLogin = 'Fazer login'
export const continuarSemCadastro = 'Continuar sem cadastro'
export const autenticarAntes = 'Você precisa se autenticar antes de continuar'
export const facaLoginParaContinuar = 'Faça Login para continuar'
export const dataNascimentoInvalida = 'Informe uma data de nascimento válida!' // our wording
export const userInfoFalhou = 'Não foi possível carregar os dados do usuário.' // our wording (000 §8: not shown)

// ── Addresses (000 §4–§5, §8) ──────────────────────────────────────────────────────────────
export const enderecoNaoAceitaEntrega =
  'Este estabelecimento não aceita entrega para este endereço!'
export const informeBairro =
  'Informe o bairro! Você precisa buscar o endereço pelo CEP ou fazer uma pesquisa!'
export const informeRua = 'Informe a rua!'
export const informeNumero = 'Informe o numero!'
export const cepInvalido = 'CEP em formato inválido!'
export const cepInexistente = 'Este cep não existe na base dos correios!'
export const enderecoNaoBrasileiro = 'Você precisa selecionar um endereço brasileiro.'
export const salvarEnderecoFalhou = 'Houve um problema ao salvar o endereço.'
export const selecionarEnderecoFalhou = 'Não foi possível selecionar este endereço!'
export const informeCidade = 'Informe a cidade!' // our wording
export const informeEstado = 'Informe o estado!' // our wording

// ── Account screens (our wording) ─────────────────────────────────────────────────────────────
export const entrarCom = (provider: Placeholder) => `Entrar com ${provider}` // our wording
/** Issue 11 §7: every text field has a maximum length. */
export const textoLongoDemais = (maximo: Placeholder) => `Use no máximo ${maximo} caracteres.` // our wording
/** Issue 11 §12: a choice that is not one of the form's options (a hostile post); never zod's English. */
export const opcaoInvalida = 'Escolha uma das opções.' // our wording
export const buscarCep = 'Buscar CEP' // our wording
export const pesquisar = 'Pesquisar' // our wording
export const usarEndereco = 'Usar este endereço' // our wording
export const novoEndereco = 'Novo endereço' // our wording
export const selecionar = 'Selecionar' // our wording
export const foto = 'Foto' // our wording
export const semEnderecos = 'Nenhum endereço cadastrado.' // our wording
export const nenhumResultado = 'Nenhum endereço encontrado.' // our wording
export const codigoEnviadoPara = (telefone: Placeholder) =>
  `Enviamos um código por SMS para ${telefone}.` // our wording
export const ou = 'ou' // our wording
export const dicaValidade = 'MM/AA' // our wording (expiry hint)
export const salvarCartao = 'Salvar cartão' // our wording (new card dialog's submit)
