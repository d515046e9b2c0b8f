// @wp/ui: the shared widgets. Light by design: TinyMCE is reached only through RichTextEditor's lazy import.
export {
  Pagination,
  pageAfterSizeChange,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  TABLE_PAGE_SIZE,
  type PaginationProps,
  type PaginationChange,
} from './pagination/Pagination'
export { scrollTo, type ScrollTarget } from './pagination/scrollTo'
export { RightToolbar, useToolbarColumns, type RightToolbarProps } from './right-toolbar/RightToolbar'
export type { ToolbarColumn } from './right-toolbar/columnVisibility'
export { MoneyInput, type MoneyInputProps } from './money-input/MoneyInput'
export { TreeCheckCard, type TreeCheckCardProps, type TreeCheckNode } from './tree-check-card/TreeCheckCard'
export { TreeCheckField, type TreeCheckFieldProps, type TreeChecked } from './tree-check-card/TreeCheckField'
export { Panel, type PanelProps, type PanelOffset } from './panel/Panel'
export { FullScreenModal, type FullScreenModalProps } from './full-screen-modal/FullScreenModal'
export {
  ConfirmAction,
  useConfirm,
  type ConfirmActionProps,
  type ConfirmOptions,
  type Confirm,
} from './confirm-action/ConfirmAction'
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor/RichTextEditor'
export { FileUpload, FILE_TYPES, type UploadWidgetProps } from './upload/FileUpload'
export { ImageUpload, IMAGE_TYPES } from './upload/ImageUpload'
export { SheetDropzone, type SheetDropzoneProps } from './upload/SheetDropzone'
export { useSheetImport } from './upload/useSheetImport'
export type { Uploader, UploadResponse } from './upload/uploadResult'
export {
  useListPage,
  listParams,
  exportParams,
  type ListQuery,
  type Filters,
  type DateRange,
} from './list-page/useListPage'
export { SearchBar, type SearchBarProps } from './list-page/SearchBar'
export { ListToolbar, type ListToolbarProps } from './list-page/ListToolbar'
export { ListPagination, type PagedList } from './list-page/ListPagination'
export { DictSelect, type DictSelectProps } from './list-page/DictSelect'
export { CLEARABLE, SELECT_ALL } from './list-page/clearable'
export { PermAction, RowActions, type PermActionProps, type PermActionKind } from './perm-action/PermAction'
export { CrudButtons, type CrudButtonsProps, type CrudPerms } from './perm-action/CrudButtons'
export { toolbarColumns, visibleColumns } from './list-page/columns'
export { RouterFace, useGo, usePageQuery, useRouteParam, useQueryParam } from './navigation/useGo'
export { MenuIcon, hasMenuIcon, menuIconNames, renderMenuIcon, filterIconNames } from './menu-icon/menuIcons'
export { ListScreen } from './list-screen/ListScreen'
export { TreeTableScreen } from './list-screen/TreeTableScreen'
export {
  ResourceScreen,
  deleteQuestion,
  deleteQuestionOf,
  type ResourceScreenProps,
} from './list-screen/ResourceScreen'
export { exportChoice, parentChoices } from './list-screen/fromResource'
export { ResourceForm, type ResourceFormProps } from './list-screen/ResourceForm'
export { ResourceFields, type ResourceFieldsProps } from './list-screen/ResourceFields'
export { DeptPicker, UserPicker, DeptName, UserName, useLoaded } from './list-screen/pickers'
export { treeChoices } from './list-screen/fields'
export { importAction } from './list-screen/useImport'
export { useTableA11y } from './list-screen/tableA11y'
export { PlainTable } from './plain-table/PlainTable'
export { TreeFilter, filterTree, type TreeFilterProps } from './tree-filter/TreeFilter'
export { statusColumn } from './list-screen/columns'
export { sortParams, columnSortOrder, withSort, type SortState } from './list-screen/sort'
export type {
  ListScreenProps,
  TreeScreenProps,
  ScreenSpec,
  ScreenContext,
  ScreenPerms,
  SearchField,
  FormField,
  FieldKind,
  FieldContext,
  DialogSpec,
  ColumnSpec,
  StatusToggle,
  ExtraAction,
  Choice,
  TreeChoice,
  Id,
} from './list-screen/types'
export { PageFrame } from './page-frame/PageFrame'
export { useFormName } from './form-name/useFormName'
export { BriefList, type BriefItem } from './brief-list/BriefList'
export { ActionDialog, type ActionDialogProps } from './action-dialog/ActionDialog'
export { ImportDialog, type ImportDialogControl, type ImportDialogProps } from './import-dialog/ImportDialog'
export { ReasonDialog, type ReasonDialogProps } from './action-dialog/ReasonDialog'
