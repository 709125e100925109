import { createStorageSlot } from "../../lib/browser/storage"
import { STORAGE_KEYS } from "../../../core/storage-keys"

/** The reader's language, shared by every example on every page and across browser tabs. */
export const codeLanguageSlot = createStorageSlot(STORAGE_KEYS.codeLanguage, "your code sample language")
