import { treeChoices, type TreeChoice } from '@wp/ui'
import { useEffect, useState } from 'react'
import { orgTree } from './api'

/** The organisations the user may choose (the department tree); empty when the user may not list it. */
export function useOrgs(): TreeChoice[] {
  const [orgs, setOrgs] = useState<TreeChoice[]>([])
  useEffect(
    () =>
      void orgTree().then(
        (t) => setOrgs(treeChoices(t)),
        () => undefined,
      ),
    [],
  )
  return orgs
}
