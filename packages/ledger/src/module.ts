import { defineModule } from '@wp/kit'
import { ledgerManifest } from './manifest'

/** 业务台账: ledgers defined at run time (one screen drawn from each published description) and 台账定义. */
export const ledgerModule = /* @__PURE__ */ defineModule(ledgerManifest)
