import { useState } from 'react'
import type { SheetDropzoneProps } from './SheetDropzone'

/**
 * An import dialog's state: the workbook chosen in its `SheetDropzone` and the answer of the last import. Choosing
 * another workbook clears the old answer (removing the file keeps it); `reset` forgets both, as closing the dialog does.
 */
export function useSheetImport<Answer>() {
  const [file, setFile] = useState<File | null>(null)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const dropzone: Pick<SheetDropzoneProps, 'file' | 'onChange'> = {
    file,
    onChange: (chosen) => {
      setFile(chosen)
      if (chosen) setAnswer(null)
    },
  }
  const reset = () => {
    setFile(null)
    setAnswer(null)
  }
  return { file, setFile, answer, setAnswer, dropzone, reset }
}
