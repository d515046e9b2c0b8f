import { FLOW_FORM } from '@wp/contract'
import { crudApi } from '@wp/kit'

/** The form library's calls, drawn from `FLOW_FORM`. */
export const forms = crudApi(FLOW_FORM)
