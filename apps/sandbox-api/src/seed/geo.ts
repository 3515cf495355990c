// Reference geography: Brazilian states, the cities the demo restaurants are in, their neighbourhoods,
// the CEPs the CEP lookup knows, and the places the offline maps service answers with. Streets and
// neighbourhoods are real; coordinates are close to the real ones.

export interface Estado { id: number; nome: string; sigla: string }
export const ESTADOS: Estado[] = [
  { id: 1, nome: 'Acre', sigla: 'AC' }, { id: 2, nome: 'Alagoas', sigla: 'AL' }, { id: 3, nome: 'Amapá', sigla: 'AP' },
  { id: 4, nome: 'Amazonas', sigla: 'AM' }, { id: 5, nome: 'Bahia', sigla: 'BA' }, { id: 6, nome: 'Ceará', sigla: 'CE' },
  { id: 7, nome: 'Distrito Federal', sigla: 'DF' }, { id: 8, nome: 'Espírito Santo', sigla: 'ES' },
  { id: 9, nome: 'Goiás', sigla: 'GO' }, { id: 10, nome: 'Maranhão', sigla: 'MA' }, { id: 11, nome: 'Mato Grosso', sigla: 'MT' },
  { id: 12, nome: 'Mato Grosso do Sul', sigla: 'MS' }, { id: 13, nome: 'Minas Gerais', sigla: 'MG' },
  { id: 14, nome: 'Pará', sigla: 'PA' }, { id: 15, nome: 'Paraíba', sigla: 'PB' }, { id: 16, nome: 'Paraná', sigla: 'PR' },
  { id: 17, nome: 'Pernambuco', sigla: 'PE' }, { id: 18, nome: 'Piauí', sigla: 'PI' }, { id: 19, nome: 'Rio de Janeiro', sigla: 'RJ' },
  { id: 20, nome: 'Rio Grande do Norte', sigla: 'RN' }, { id: 21, nome: 'Rio Grande do Sul', sigla: 'RS' },
  { id: 22, nome: 'Rondônia', sigla: 'RO' }, { id: 23, nome: 'Roraima', sigla: 'RR' }, { id: 24, nome: 'Santa Catarina', sigla: 'SC' },
  { id: 25, nome: 'São Paulo', sigla: 'SP' }, { id: 26, nome: 'Sergipe', sigla: 'SE' }, { id: 27, nome: 'Tocantins', sigla: 'TO' },
]

export interface Cidade { id: number; nome: string; uf: string; latitude: number; longitude: number; ativa: boolean }
/** City 1489 is Goiânia: the directory opens on it by default. */
export const CIDADE_PADRAO_ID = 1489
export const CIDADES: Cidade[] = [
  { id: 1489, nome: 'Goiânia', uf: 'GO', latitude: -16.6869, longitude: -49.2648, ativa: true },
  { id: 5270, nome: 'São Paulo', uf: 'SP', latitude: -23.5505, longitude: -46.6333, ativa: true },
  { id: 4578, nome: 'Rio de Janeiro', uf: 'RJ', latitude: -22.9068, longitude: -43.1729, ativa: true },
  { id: 2311, nome: 'Belo Horizonte', uf: 'MG', latitude: -19.9167, longitude: -43.9345, ativa: true },
  { id: 3977, nome: 'Curitiba', uf: 'PR', latitude: -25.4284, longitude: -49.2733, ativa: true },
  { id: 1502, nome: 'Anápolis', uf: 'GO', latitude: -16.3281, longitude: -48.953, ativa: false },
]

export interface Bairro { id: number; cidadeId: number; nome: string; latitude: number; longitude: number }
export const BAIRROS: Bairro[] = [
  { id: 101, cidadeId: 1489, nome: 'Setor Central', latitude: -16.6786, longitude: -49.2539 },
  { id: 102, cidadeId: 1489, nome: 'Setor Bueno', latitude: -16.7044, longitude: -49.2707 },
  { id: 103, cidadeId: 1489, nome: 'Setor Marista', latitude: -16.6981, longitude: -49.2589 },
  { id: 104, cidadeId: 1489, nome: 'Setor Oeste', latitude: -16.6822, longitude: -49.2683 },
  { id: 105, cidadeId: 1489, nome: 'Setor Sul', latitude: -16.6908, longitude: -49.2546 },
  { id: 106, cidadeId: 1489, nome: 'Jardim Goiás', latitude: -16.7056, longitude: -49.2384 },
  { id: 107, cidadeId: 1489, nome: 'Setor Pedro Ludovico', latitude: -16.7161, longitude: -49.2514 },
  { id: 108, cidadeId: 1489, nome: 'Parque Amazônia', latitude: -16.7322, longitude: -49.2797 },
  { id: 201, cidadeId: 5270, nome: 'Bela Vista', latitude: -23.5614, longitude: -46.6559 },
  { id: 202, cidadeId: 5270, nome: 'Consolação', latitude: -23.5534, longitude: -46.6602 },
  { id: 203, cidadeId: 5270, nome: 'Jardim Paulista', latitude: -23.5662, longitude: -46.6699 },
  { id: 204, cidadeId: 5270, nome: 'Pinheiros', latitude: -23.5674, longitude: -46.6917 },
  { id: 205, cidadeId: 5270, nome: 'Vila Madalena', latitude: -23.5534, longitude: -46.6905 },
  { id: 301, cidadeId: 4578, nome: 'Copacabana', latitude: -22.9711, longitude: -43.1822 },
  { id: 302, cidadeId: 4578, nome: 'Ipanema', latitude: -22.9838, longitude: -43.2096 },
  { id: 303, cidadeId: 4578, nome: 'Leblon', latitude: -22.9847, longitude: -43.2233 },
  { id: 304, cidadeId: 4578, nome: 'Centro', latitude: -22.9035, longitude: -43.1773 },
  { id: 401, cidadeId: 2311, nome: 'Centro', latitude: -19.9191, longitude: -43.9386 },
  { id: 402, cidadeId: 2311, nome: 'Funcionários', latitude: -19.9334, longitude: -43.9296 },
  { id: 403, cidadeId: 2311, nome: 'Savassi', latitude: -19.9373, longitude: -43.9345 },
  { id: 501, cidadeId: 3977, nome: 'Centro', latitude: -25.4325, longitude: -49.2717 },
  { id: 502, cidadeId: 3977, nome: 'Batel', latitude: -25.4431, longitude: -49.2891 },
]

export interface Cep { id: number; cep: string; logradouro: string; bairroId: number; latitude: number; longitude: number }
export const CEPS: Cep[] = [
  { id: 9001, cep: '74015010', logradouro: 'Avenida Goiás', bairroId: 101, latitude: -16.6799, longitude: -49.2553 },
  { id: 9002, cep: '74230010', logradouro: 'Avenida T-4', bairroId: 102, latitude: -16.7019, longitude: -49.2676 },
  { id: 9003, cep: '74215170', logradouro: 'Rua T-55', bairroId: 102, latitude: -16.7071, longitude: -49.2731 },
  { id: 9004, cep: '74180040', logradouro: 'Rua 1136', bairroId: 103, latitude: -16.6994, longitude: -49.2612 },
  { id: 9005, cep: '74150060', logradouro: 'Avenida Ricardo Paranhos', bairroId: 103, latitude: -16.6969, longitude: -49.2577 },
  { id: 9006, cep: '74125020', logradouro: 'Rua 10', bairroId: 104, latitude: -16.6834, longitude: -49.2662 },
  { id: 9007, cep: '74083010', logradouro: 'Rua 83', bairroId: 105, latitude: -16.6911, longitude: -49.2549 },
  { id: 9008, cep: '74810100', logradouro: 'Avenida Jamel Cecílio', bairroId: 106, latitude: -16.7055, longitude: -49.2391 },
  { id: 9009, cep: '74820300', logradouro: 'Rua 1014', bairroId: 107, latitude: -16.7163, longitude: -49.2519 },
  { id: 9010, cep: '74835010', logradouro: 'Avenida Rio Verde', bairroId: 108, latitude: -16.7331, longitude: -49.2801 },
  { id: 9011, cep: '01310100', logradouro: 'Avenida Paulista', bairroId: 201, latitude: -23.5614, longitude: -46.6559 },
  { id: 9012, cep: '01305000', logradouro: 'Rua Augusta', bairroId: 202, latitude: -23.5527, longitude: -46.6569 },
  { id: 9013, cep: '01426001', logradouro: 'Rua Oscar Freire', bairroId: 203, latitude: -23.5649, longitude: -46.6699 },
  { id: 9014, cep: '05422001', logradouro: 'Rua dos Pinheiros', bairroId: 204, latitude: -23.5665, longitude: -46.6864 },
  { id: 9015, cep: '05435001', logradouro: 'Rua Aspicuelta', bairroId: 205, latitude: -23.5566, longitude: -46.6915 },
  { id: 9016, cep: '22021001', logradouro: 'Avenida Atlântica', bairroId: 301, latitude: -22.9711, longitude: -43.1822 },
  { id: 9017, cep: '22410002', logradouro: 'Rua Visconde de Pirajá', bairroId: 302, latitude: -22.9846, longitude: -43.2048 },
  { id: 9018, cep: '22431050', logradouro: 'Rua Dias Ferreira', bairroId: 303, latitude: -22.9832, longitude: -43.2254 },
  { id: 9019, cep: '20040002', logradouro: 'Avenida Rio Branco', bairroId: 304, latitude: -22.9035, longitude: -43.1773 },
  { id: 9020, cep: '30130001', logradouro: 'Avenida Afonso Pena', bairroId: 401, latitude: -19.9191, longitude: -43.9386 },
  { id: 9021, cep: '30140010', logradouro: 'Praça da Liberdade', bairroId: 402, latitude: -19.9321, longitude: -43.9380 },
  { id: 9022, cep: '30112010', logradouro: 'Rua Pernambuco', bairroId: 403, latitude: -19.9366, longitude: -43.9339 },
  { id: 9023, cep: '80020310', logradouro: 'Rua XV de Novembro', bairroId: 501, latitude: -25.4308, longitude: -49.2696 },
  { id: 9024, cep: '80420090', logradouro: 'Avenida do Batel', bairroId: 502, latitude: -25.4424, longitude: -49.2886 },
]

export interface Lugar {
  placeId: string; nome: string; logradouro: string; numero: string; bairro: string; cidade: string; uf: string
  pais: string; paisSigla: string; cep: string; latitude: number; longitude: number
}
export const LUGARES: Lugar[] = [
  { placeId: 'sbx-gyn-goias-1000', nome: 'Avenida Goiás, 1000', logradouro: 'Avenida Goiás', numero: '1000', bairro: 'Setor Central', cidade: 'Goiânia', uf: 'GO', pais: 'Brasil', paisSigla: 'BR', cep: '74015010', latitude: -16.6799, longitude: -49.2553 },
  { placeId: 'sbx-gyn-t4-410', nome: 'Avenida T-4, 410', logradouro: 'Avenida T-4', numero: '410', bairro: 'Setor Bueno', cidade: 'Goiânia', uf: 'GO', pais: 'Brasil', paisSigla: 'BR', cep: '74230010', latitude: -16.7019, longitude: -49.2676 },
  { placeId: 'sbx-gyn-ricardo-paranhos-799', nome: 'Avenida Ricardo Paranhos, 799', logradouro: 'Avenida Ricardo Paranhos', numero: '799', bairro: 'Setor Marista', cidade: 'Goiânia', uf: 'GO', pais: 'Brasil', paisSigla: 'BR', cep: '74150060', latitude: -16.6969, longitude: -49.2577 },
  { placeId: 'sbx-gyn-rua-10-250', nome: 'Rua 10, 250', logradouro: 'Rua 10', numero: '250', bairro: 'Setor Oeste', cidade: 'Goiânia', uf: 'GO', pais: 'Brasil', paisSigla: 'BR', cep: '74125020', latitude: -16.6834, longitude: -49.2662 },
  { placeId: 'sbx-gyn-jamel-cecilio-3300', nome: 'Avenida Jamel Cecílio, 3300', logradouro: 'Avenida Jamel Cecílio', numero: '3300', bairro: 'Jardim Goiás', cidade: 'Goiânia', uf: 'GO', pais: 'Brasil', paisSigla: 'BR', cep: '74810100', latitude: -16.7055, longitude: -49.2391 },
  { placeId: 'sbx-gyn-rio-verde-96', nome: 'Avenida Rio Verde, 96', logradouro: 'Avenida Rio Verde', numero: '96', bairro: 'Parque Amazônia', cidade: 'Goiânia', uf: 'GO', pais: 'Brasil', paisSigla: 'BR', cep: '74835010', latitude: -16.7331, longitude: -49.2801 },
  { placeId: 'sbx-gyn-t55-300', nome: 'Rua T-55, 300', logradouro: 'Rua T-55', numero: '300', bairro: 'Setor Bueno', cidade: 'Goiânia', uf: 'GO', pais: 'Brasil', paisSigla: 'BR', cep: '74215170', latitude: -16.7071, longitude: -49.2731 },
  { placeId: 'sbx-gyn-rua-1136-150', nome: 'Rua 1136, 150', logradouro: 'Rua 1136', numero: '150', bairro: 'Setor Marista', cidade: 'Goiânia', uf: 'GO', pais: 'Brasil', paisSigla: 'BR', cep: '74180040', latitude: -16.6994, longitude: -49.2612 },
  { placeId: 'sbx-gyn-rua-83-520', nome: 'Rua 83, 520', logradouro: 'Rua 83', numero: '520', bairro: 'Setor Sul', cidade: 'Goiânia', uf: 'GO', pais: 'Brasil', paisSigla: 'BR', cep: '74083010', latitude: -16.6911, longitude: -49.2549 },
  { placeId: 'sbx-gyn-rua-1014-75', nome: 'Rua 1014, 75', logradouro: 'Rua 1014', numero: '75', bairro: 'Setor Pedro Ludovico', cidade: 'Goiânia', uf: 'GO', pais: 'Brasil', paisSigla: 'BR', cep: '74820300', latitude: -16.7163, longitude: -49.2519 },
  { placeId: 'sbx-sp-paulista-1578', nome: 'Avenida Paulista, 1578', logradouro: 'Avenida Paulista', numero: '1578', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP', pais: 'Brasil', paisSigla: 'BR', cep: '01310100', latitude: -23.5614, longitude: -46.6559 },
  { placeId: 'sbx-sp-augusta-1500', nome: 'Rua Augusta, 1500', logradouro: 'Rua Augusta', numero: '1500', bairro: 'Consolação', cidade: 'São Paulo', uf: 'SP', pais: 'Brasil', paisSigla: 'BR', cep: '01305000', latitude: -23.5527, longitude: -46.6569 },
  { placeId: 'sbx-sp-oscar-freire-900', nome: 'Rua Oscar Freire, 900', logradouro: 'Rua Oscar Freire', numero: '900', bairro: 'Jardim Paulista', cidade: 'São Paulo', uf: 'SP', pais: 'Brasil', paisSigla: 'BR', cep: '01426001', latitude: -23.5649, longitude: -46.6699 },
  { placeId: 'sbx-sp-pinheiros-383', nome: 'Rua dos Pinheiros, 383', logradouro: 'Rua dos Pinheiros', numero: '383', bairro: 'Pinheiros', cidade: 'São Paulo', uf: 'SP', pais: 'Brasil', paisSigla: 'BR', cep: '05422001', latitude: -23.5665, longitude: -46.6864 },
  { placeId: 'sbx-rj-atlantica-1702', nome: 'Avenida Atlântica, 1702', logradouro: 'Avenida Atlântica', numero: '1702', bairro: 'Copacabana', cidade: 'Rio de Janeiro', uf: 'RJ', pais: 'Brasil', paisSigla: 'BR', cep: '22021001', latitude: -22.9711, longitude: -43.1822 },
  { placeId: 'sbx-rj-visconde-piraja-414', nome: 'Rua Visconde de Pirajá, 414', logradouro: 'Rua Visconde de Pirajá', numero: '414', bairro: 'Ipanema', cidade: 'Rio de Janeiro', uf: 'RJ', pais: 'Brasil', paisSigla: 'BR', cep: '22410002', latitude: -22.9846, longitude: -43.2048 },
  { placeId: 'sbx-bh-afonso-pena-1212', nome: 'Avenida Afonso Pena, 1212', logradouro: 'Avenida Afonso Pena', numero: '1212', bairro: 'Centro', cidade: 'Belo Horizonte', uf: 'MG', pais: 'Brasil', paisSigla: 'BR', cep: '30130001', latitude: -19.9191, longitude: -43.9386 },
  { placeId: 'sbx-bh-praca-liberdade-10', nome: 'Praça da Liberdade, 10', logradouro: 'Praça da Liberdade', numero: '10', bairro: 'Funcionários', cidade: 'Belo Horizonte', uf: 'MG', pais: 'Brasil', paisSigla: 'BR', cep: '30140010', latitude: -19.9321, longitude: -43.938 },
  { placeId: 'sbx-cwb-xv-novembro-700', nome: 'Rua XV de Novembro, 700', logradouro: 'Rua XV de Novembro', numero: '700', bairro: 'Centro', cidade: 'Curitiba', uf: 'PR', pais: 'Brasil', paisSigla: 'BR', cep: '80020310', latitude: -25.4308, longitude: -49.2696 },
  // Not Brazilian, for the rule 'Você precisa selecionar um endereço brasileiro.' (same street name as São Paulo's).
  { placeId: 'sbx-lis-augusta-100', nome: 'Rua Augusta, 100', logradouro: 'Rua Augusta', numero: '100', bairro: 'Baixa', cidade: 'Lisboa', uf: 'Lisboa', pais: 'Portugal', paisSigla: 'PT', cep: '1100-053', latitude: 38.7101, longitude: -9.1373 },
  { placeId: 'sbx-bue-corrientes-1234', nome: 'Avenida Corrientes, 1234', logradouro: 'Avenida Corrientes', numero: '1234', bairro: 'San Nicolás', cidade: 'Buenos Aires', uf: 'CABA', pais: 'Argentina', paisSigla: 'AR', cep: 'C1043', latitude: -34.6037, longitude: -58.3816 },
]
