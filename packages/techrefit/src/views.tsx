import { LIBRARY_KINDS, type LibraryKind } from '@wp/contract'
import { AddPage } from './library/AddPage'
import { InfoPage } from './library/InfoPage'
import { ListPage } from './library/ListPage'

// The views of the three libraries: one list, add and info page each, drawn from the libraries' data.

export const LibraryList = () => <ListPage kind="library" />
export const LibraryAdd = () => <AddPage kind="library" />
export const LibraryInfo = () => <InfoPage kind="library" />
export const SpecialList = () => <ListPage kind="special" />
export const SpecialAdd = () => <AddPage kind="special" />
export const SpecialInfo = () => <InfoPage kind="special" />
export const SasacList = () => <ListPage kind="sasac" />
export const SasacAdd = () => <AddPage kind="sasac" />
export const SasacInfo = () => <InfoPage kind="sasac" />

const kindOf = (kind: unknown): LibraryKind =>
  LIBRARY_KINDS.includes(kind as LibraryKind) ? (kind as LibraryKind) : 'library'

/** <wp-techrefit-library kind="special">: a library's list for other intranet pages. */
export const LibraryElement = ({ kind }: { kind?: string }) => <ListPage kind={kindOf(kind)} />
/** <wp-techrefit-record kind="library" record-id="12">: one record's info page. */
export const RecordElement = ({ kind, recordId }: { kind?: string; recordId?: number }) => (
  <InfoPage kind={kindOf(kind)} id={recordId} />
)
