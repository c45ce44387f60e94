import { createListCollection, type ListCollection } from '@ark-ui/react/combobox'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { SearchIcon } from '~/components/icons'
import * as Combobox from '~/components/ui/combobox'
import { useClubs } from '~/db/queries'
import type { SearchResults } from '~/lib/network-search'
import { queryTokens } from '../lib/local-search'
import { hitValue, searchHref, type SearchHit } from '../lib/search-target'
import { m } from '~/i18n/member'
import { SearchHitText } from './search-hit-text'
import { useNetworkSearch } from './use-network-search'

const GROUPS = ['clubs', 'courts', 'players', 'tournaments', 'matches'] as const
const GROUP_LABEL: Record<SearchHit['group'], () => string> = {
  clubs: () => m.search_group_clubs(),
  courts: () => m.search_group_courts(),
  players: () => m.search_group_players(),
  tournaments: () => m.search_group_tournaments(),
  matches: () => m.search_group_matches(),
}

function hitsOf(results: SearchResults): SearchHit[] {
  return GROUPS.flatMap((group) => results[group].map((hit) => ({ group, hit }) as SearchHit))
}

// As the top bar's own narrow-phone rule (top-bar.tsx): a phone in portrait.
const narrowPhone = '@media (max-width: 479.98px)'

const note = css({ px: '2', py: '2', textStyle: 'sm', color: 'fg.muted' })

/** The club a club or court result opens a booking at. */
const hitClubId = (choice: SearchHit): string | null => (choice.group === 'clubs' ? choice.hit.id : choice.group === 'courts' ? choice.hit.club_id : null)

/**
 * The top bar's search box (docs/product.md §2.9): clubs, courts, players, tournaments and open matches of the whole
 * network, grouped; choosing one opens its page. Offline it searches this device's clubs, courts, tournaments and
 * open matches and says that players need a connection.
 */
export function NetworkSearch() {
  // Which clubs take no new bookings: this device's copy of the clubs says (the search's answer does not).
  const clubs = useClubs()
  const closedClubs = useMemo(() => new Set((clubs ?? []).filter((c) => !c.active).map((c) => c.id)), [clubs])
  const navigate = useNavigate()
  const [input, setInput] = useState('')
  const search = useNetworkSearch(input)
  const hits = useMemo(() => hitsOf(search.results), [search.results])
  const collection = useMemo(
    () =>
      createListCollection<SearchHit>({
        items: hits,
        itemToValue: hitValue,
        itemToString: (h) => h.hit.name,
        groupBy: (h) => h.group,
        groupSort: [...GROUPS],
      }),
    [hits],
  )
  const typed = queryTokens(input).length > 0
  const waiting = typed && (search.source === 'loading' || search.query !== input.trim())

  return (
    <Combobox.Root
      collection={collection as ListCollection<unknown>}
      inputValue={input}
      onInputValueChange={(e) => setInput(e.inputValue)}
      onSelect={(e) => {
        const choice = hits.find((h) => hitValue(h) === e.itemValue)
        if (choice) void navigate({ href: searchHref(choice) })
      }}
      selectionBehavior="clear"
      inputBehavior="autohighlight"
      allowCustomValue
      positioning={{ placement: 'bottom-start', sameWidth: false, fitViewport: true, gutter: 6 }}
      className={css({ gap: '0' })}
    >
      <Combobox.Label className={css({ srOnly: true })}>{m.search_label()}</Combobox.Label>
      <Combobox.Control>
        {/* Below 480 px the top bar is short of room: the box keeps its words ("Search…") and drops the icon. */}
        <span aria-hidden className={css({ position: 'absolute', insetStart: '3', color: 'fg.subtle', display: 'flex', pointerEvents: 'none', [narrowPhone]: { display: 'none' } })}>
          <SearchIcon size={18} />
        </span>
        <Combobox.Input
          placeholder={m.search_placeholder()}
          className={css({ ps: '9', pe: '2', [narrowPhone]: { ps: '3' }, borderRadius: 'full', bg: 'bg.subtle', borderColor: 'transparent', textStyle: 'sm', _focusVisible: { bg: 'bg.default' } })}
        />
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content
          // A listbox must hold options: while there are none (a hint, "Searching…", no results) the popup is a
          // plain box of text, as other comboboxes show their "no options" line.
          role={hits.length === 0 ? 'presentation' : undefined}
          className={css({ w: 'min(26rem, calc(100vw - 1.5rem))', maxH: 'min(28rem, calc(100dvh - 5rem))' })}
        >
          {/* Generic elements, not <p>: a paragraph is not allowed in a listbox either. */}
          {!typed ? (
            <div className={note}>{m.search_hint()}</div>
          ) : waiting && hits.length === 0 ? (
            <div className={note}>{m.search_searching()}</div>
          ) : hits.length === 0 ? (
            <div className={note}>{m.search_no_results({ query: search.query })}</div>
          ) : null}
          {collection.group().map(([group, items]) => (
            <Combobox.ItemGroup key={group}>
              <Combobox.ItemGroupLabel>{GROUP_LABEL[group as SearchHit['group']]()}</Combobox.ItemGroupLabel>
              {items.map((item) => (
                <Combobox.Item key={hitValue(item)} item={item} className={css({ minH: '11', py: '1' })}>
                  <SearchHitText choice={item} notTakingBookings={closedClubs.has(hitClubId(item) ?? '')} />
                </Combobox.Item>
              ))}
            </Combobox.ItemGroup>
          ))}
          {typed && search.source === 'device' ? (
            <div className={note}>{search.online ? m.search_device_unavailable() : m.search_device_offline()}</div>
          ) : null}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  )
}
