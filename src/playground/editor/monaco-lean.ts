/**
 * Monaco for the playground: what monaco-graphql/esm/monaco-editor.js loads
 * (the editor build puts this module in its place: gatsby/lib/editor-bundle.ts),
 * minus the editor features no GraphQL or
 * JSON editor here uses. Monaco's own entry (edcore.main) registers all ~60
 * editor contributions; these are the ones a reader of the playground meets:
 * typing, selecting, autocomplete, hover docs, errors, find, folding,
 * comments, clipboard and the context menu. Left out: colour pickers, code
 * actions, code lenses, inlay hints, inline completions and edits, rename,
 * go-to-definition peeks, sticky scroll, the diff editor, drop/paste
 * providers, the F1 command palette and high-contrast toggle. Leaving out
 * links, colours, section headers and unicode highlighting also means the
 * generic "editor" worker is not needed for them.
 */
import "monaco-editor/esm/vs/editor/browser/coreCommands.js"
import "monaco-editor/esm/vs/editor/browser/widget/codeEditor/codeEditorWidget.js"
import "monaco-editor/esm/vs/editor/contrib/bracketMatching/browser/bracketMatching.js"
import "monaco-editor/esm/vs/editor/contrib/caretOperations/browser/caretOperations.js"
import "monaco-editor/esm/vs/editor/contrib/clipboard/browser/clipboard.js"
import "monaco-editor/esm/vs/editor/contrib/comment/browser/comment.js"
import "monaco-editor/esm/vs/editor/contrib/contextmenu/browser/contextmenu.js"
import "monaco-editor/esm/vs/editor/contrib/cursorUndo/browser/cursorUndo.js"
import "monaco-editor/esm/vs/editor/contrib/dnd/browser/dnd.js"
import "monaco-editor/esm/vs/editor/contrib/find/browser/findController.js"
import "monaco-editor/esm/vs/editor/contrib/folding/browser/folding.js"
import "monaco-editor/esm/vs/editor/contrib/format/browser/formatActions.js"
import "monaco-editor/esm/vs/editor/contrib/gotoError/browser/gotoError.js"
import "monaco-editor/esm/vs/editor/contrib/hover/browser/hoverContribution.js"
import "monaco-editor/esm/vs/editor/contrib/indentation/browser/indentation.js"
import "monaco-editor/esm/vs/editor/contrib/lineSelection/browser/lineSelection.js"
import "monaco-editor/esm/vs/editor/contrib/linesOperations/browser/linesOperations.js"
import "monaco-editor/esm/vs/editor/contrib/multicursor/browser/multicursor.js"
import "monaco-editor/esm/vs/editor/contrib/parameterHints/browser/parameterHints.js"
import "monaco-editor/esm/vs/editor/contrib/placeholderText/browser/placeholderText.contribution.js"
import "monaco-editor/esm/vs/editor/contrib/smartSelect/browser/smartSelect.js"
import "monaco-editor/esm/vs/editor/contrib/snippet/browser/snippetController2.js"
import "monaco-editor/esm/vs/editor/contrib/suggest/browser/suggestController.js"
import "monaco-editor/esm/vs/editor/contrib/tokenization/browser/tokenization.js"
import "monaco-editor/esm/vs/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode.js"
import "monaco-editor/esm/vs/editor/contrib/wordHighlighter/browser/wordHighlighter.js"
import "monaco-editor/esm/vs/editor/contrib/wordOperations/browser/wordOperations.js"
import "monaco-editor/esm/vs/editor/contrib/wordPartOperations/browser/wordPartOperations.js"
import "monaco-editor/esm/vs/editor/contrib/readOnlyMessage/browser/contribution.js"
import "monaco-editor/esm/vs/editor/common/standaloneStrings.js"
import "monaco-editor/esm/vs/base/browser/ui/codicons/codiconStyles.js"
import "monaco-editor/esm/vs/editor/standalone/browser/iPadShowKeyboard/iPadShowKeyboard.js"
import "monaco-editor/esm/vs/basic-languages/graphql/graphql.contribution.js"
import "monaco-editor/esm/vs/language/json/monaco.contribution.js"

export * from "monaco-editor/esm/vs/editor/editor.api.js"
