// The directory's rules come from @prato/domain (002 §3–§5, §9); this module only narrows the company type.
export {
  DEFAULT_CITY_ID as DEFAULT_CIDADE_ID,
  DEFAULT_TIPO_EMPRESA,
  TIPO_EMPRESA_DELIVERY,
  TIPO_EMPRESA_MENU,
  matchesText as matchesName,
  splitSpecialties,
} from '@prato/domain'

/** 1 = menu, 2 = delivery. */
export type TipoEmpresa = 1 | 2
