import { Form } from '@remix-run/react'
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react'
import type { City, Specialty } from '../../lib/directory-api'
import type { DirectoryFilters } from '../../lib/filters'
import { Button, SearchField, Select, ToggleGroup } from '@prato/ui'
import * as css from './directory.css'
import {
  busquePorNome,
  cidade,
  delivery,
  especialidade,
  filtrar,
  menu,
  selecioneCidade,
  tipoEstabelecimento,
  todasEspecialidades,
} from '@prato/domain/messages'

export interface FilterBarProps {
  cities: readonly City[]
  specialties: readonly Specialty[]
  filters: DirectoryFilters
  /** The name typed so far (instant with JavaScript; the URL's `nome` without it). */
  nome: string
  /** True once JavaScript runs: the selects submit themselves, so the 'Filtrar' button goes away. */
  enhanced: boolean
  /** A select or toggle changed: reload the list for the form's new values. */
  onFiltersChange?: (form: HTMLFormElement) => void
  onNomeChange?: (nome: string) => void
}

/**
 * A GET form, so a filtered list is a shareable URL and works without JavaScript; with JavaScript, a changed
 * select or toggle submits at once and the name filters the loaded list as the visitor types.
 */
export function FilterBar({
  cities,
  specialties,
  filters,
  nome,
  enhanced,
  onFiltersChange,
  onNomeChange,
}: FilterBarProps) {
  const formRef = useRef<HTMLFormElement>(null)
  // Back and forward change the URL under uncontrolled selects: bring them in line without remounting them
  // (a remount would drop the keyboard focus of whoever just changed one).
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const set = (name: string, value: string) => {
      const control = form.elements.namedItem(name)
      if (control instanceof HTMLSelectElement) control.value = value
      if (control instanceof RadioNodeList) control.value = value
    }
    set('cidadeId', filters.cidadeId === null ? '' : String(filters.cidadeId))
    set('especialidadeId', filters.especialidadeId === null ? '' : String(filters.especialidadeId))
    set('tipoEmpresa', String(filters.tipoEmpresa))
  }, [filters.cidadeId, filters.especialidadeId, filters.tipoEmpresa])
  const changed = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    if (enhanced && event.currentTarget.form) onFiltersChange?.(event.currentTarget.form)
  }
  const submitted = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the name never needs a round trip: Enter in the search box must not reload the list.
    if (enhanced) event.preventDefault()
  }
  return (
    <Form
      ref={formRef}
      method="get"
      action="/"
      className={css.filterBar}
      onSubmit={submitted}
      preventScrollReset
    >
      <Select
        id="filtro-cidade"
        name="cidadeId"
        label={cidade}
        placeholder={selecioneCidade}
        options={cities.map((c) => ({ value: String(c.id), label: c.nomeFull }))}
        defaultValue={filters.cidadeId === null ? '' : String(filters.cidadeId)}
        onChange={changed}
        reserveMessageSpace={false}
      />
      <Select
        id="filtro-especialidade"
        name="especialidadeId"
        label={especialidade}
        placeholder={todasEspecialidades}
        options={specialties.map((s) => ({ value: String(s.id), label: s.nome }))}
        defaultValue={filters.especialidadeId === null ? '' : String(filters.especialidadeId)}
        onChange={changed}
        reserveMessageSpace={false}
      />
      <ToggleGroup
        name="tipoEmpresa"
        legend={tipoEstabelecimento}
        options={[
          { value: '2', label: delivery },
          { value: '1', label: menu },
        ]}
        defaultValue={String(filters.tipoEmpresa)}
        onChange={(_, event) => changed(event)}
      />
      {/* The button shares the search box's row, so taking it away once JavaScript runs moves nothing
          (no layout shift on any screen size). */}
      <div className={css.searchRow}>
        <SearchField
          id="filtro-nome"
          className={css.searchField}
          name="nome"
          label={busquePorNome}
          placeholder={busquePorNome}
          value={nome}
          onChange={(e) => onNomeChange?.(e.currentTarget.value)}
          readOnly={!onNomeChange}
        />
        {enhanced ? null : <Button type="submit">{filtrar}</Button>}
      </div>
    </Form>
  )
}
