// The contract between the page's shell (web/app.js and the parts it names) and each game's
// module, web/games/<game>/index.js, which exports its GameModule under the game's id. The shell
// knows no rule of any game: it calls these hooks to draw a game's screens and table, to word
// its log, its result and its moves, and to route its taps. The engine (py/cardtable/<game>/)
// decides everything; a hook only draws or words what a snapshot says.
//
// The hooks are listed below by name with why the shell needs each; a browser test
// (tests/browser/test_game.py) checks that every game module has every required hook.

/**
 * The game in progress, as the shell keeps it (web/play.js, startGame): the latest snapshot,
 * the log read so far, the playback's beats and what is chosen, plus the module's own fields
 * from begin(). The module reads it and may keep its own fields in it.
 * @typedef {Object} Game
 * @property {string} id the game's id
 * @property {GameModule} module
 * @property {Object} snap the latest snapshot from the engine (docs/ARCHITECTURE.md)
 * @property {Object} view the view drawn now: the snapshot's, or during a playback the engine's
 *   board after the line on screen (the snapshot's `boards`, web/playback.js)
 * @property {Object[]} entries the log as the module's read() made it
 * @property {string|null} selected the key of the card chosen on the table
 * @property {boolean} busy input is off (a request or a playback runs)
 */

/**
 * One of a game's own screens (levels, setup, decks).
 * @typedef {Object} GameScreen
 * @property {(screen: Object, shell: GameShell) => Node} render the screen's content
 * @property {(screen: Object) => string} title the top bar's title
 * @property {(screen: Object) => [string, Object]} [back] where the back arrow goes when
 *   nothing is behind the screen in the history (a link opened it)
 * @property {boolean} [startsGames] a new game starts from it besides the entry (Gate Ruler's
 *   level page), so it names the game in progress, as the entry does (web/screen.js)
 */

/**
 * What a game's module provides. Optional hooks may be left out.
 * @typedef {Object} GameModule
 * @property {string} id
 * @property {string} nameKey
 * @property {string} entry
 * @property {(catalog: Object) => void} setCatalog
 * @property {Object<string, GameScreen>} screens
 * @property {(event: Event, hit: (selector: string) => Element|null, shell: GameShell) => boolean} pageClick
 * @property {(game: Game) => string} gameTitle
 * @property {(info: Object) => string} continueNote
 * @property {(snap: Object) => Object} saveInfo
 * @property {(snap: Object, fresh: boolean) => Object} begin
 * @property {(snap: Object, mode: string, before: Object|null) => number} playbackFrom
 * @property {(ev: Object) => boolean} startsBeat
 * @property {(game: Game, ev: Object) => Object} read
 * @property {(entry: Object, game: Game) => {text: string, kind: string}} lineOf
 * @property {(ev: Object, game: Game) => string[]} flashesOf
 * @property {(events: Object[], game: Game) => string[]} summaryOf
 * @property {(root: Element, game: Game, shell: GameShell) => void} renderBoard
 * @property {(event: Event, hit: (selector: string) => Element|null, game: Game, shell: GameShell) => void} boardClick
 * @property {(el: Element) => boolean} pressable
 * @property {(game: Game, el: Element, shell: GameShell) => void} openDetails
 * @property {(id: string) => Function} cardSheet
 * @property {(game: Game) => Node} resultCard
 * @property {(what: string, game: Game, shell: GameShell) => void} resultAction
 * @property {(o: {result: number, turn: number, score: Object|null, seat: number}, snap: Object) =>
 *   {tone: string, title: string, detail: string, headline: string}} outcome
 * @property {(action: Object, view: Object, game: Game) => string} moveText
 * @property {(action: Object) => string|null} hintKey
 * @property {(game: Game, mode: string) => void} [received]
 * @property {(game: Game) => void} [settle]
 * @property {(before: Object|null) => boolean} [keepsBrief]
 * @property {string} [firstTip]
 * @property {(letter: string) => string} [deckName]
 * @property {(snap: Object) => string|null} [remoteNote]
 * @property {(snap: Object) => Node} [dailyNote] a daily challenge's options in a line or two (a
 *   daily picks them for the player: Gate Ruler's level and ruler, and what they mean)
 * @property {() => string[]} [levels] the computer's levels, weakest first, as the engine's catalog
 *   names them (a loss offers the one below)
 */

/**
 * What a game's module may ask of the shell: it is handed to the hooks that take `shell`
 * (app.js fills it in, web/shell.js).
 * @typedef {Object} GameShell
 * @property {(index: number) => Promise<void>} act send the index of an action on offer
 * @property {(name: string, args?: Object, how?: string) => void} show move to a screen
 * @property {(game: string, options: Object) => Promise<void>} newGame
 * @property {(game: string, decks: string) => Promise<void>} inviteFriend start a game by link
 * @property {() => void} render draw the screen again
 * @property {() => void} renderGame draw the table again
 * @property {(key: string|null) => void} select choose a card on the table (or none)
 * @property {() => void} leaveGame
 * @property {() => void} goHome
 * @property {(render: Function) => void} openSheet
 * @property {() => void} closeSheet
 * @property {(game: string) => {data: Object|null, loaded: boolean}} content the game's web/content file
 * @property {(shown: boolean) => void} setResultShown
 * @property {() => Object} screen the screen showing
 * @property {(body: Object) => Promise<Object>} request a question beside the queue of moves
 * @property {(deck: Object) => Promise<void>} openDeck show an opened deck link's deck
 */

// Every hook every game has, and why the shell needs it.
export const REQUIRED_HOOKS = {
  id: "the game's id, as the engine and the links name it",
  nameKey: "the i18n key of its name (menu rows, delete questions, invitations)",
  entry: "the screen its menu button opens",
  setCatalog: "takes the card catalog the build made with the engine's code (web/loader.js)",
  screens: "its own screens (levels, setup, decks), drawn and titled by web/screen.js",
  pageClick: "taps on its own screens; true when the tap was theirs",
  gameTitle: "the top bar's title over its table",
  continueNote: "a game in progress in words on the menu's Continue list, from saveInfo",
  saveInfo: "what the Continue list's note is made from, kept in the game's record",
  begin: "its own fields of a game in progress, as the game opens",
  playbackFrom: "where in a snapshot's log the other side's moves start, or -1: none play back",
  startsBeat: "whether a log event is something a side does (a beat of the playback)",
  read: "a log event as a log entry (with the names it needs that the event gives by uid only)",
  lineOf: "a log entry in words (the log, the playback strip, the replay)",
  flashesOf: "what a log event makes flash on the board during a playback",
  summaryOf: "the turn brief's lines on what the other side did",
  renderBoard: "draws its table",
  boardClick: "taps on its table that every table does not answer the same way",
  pressable: "whether a long press on an element opens it large",
  openDetails: "the large view a long press opens, with its legal plays",
  cardSheet: "a card's sheet, from a tap on its name",
  resultCard: "the result card of a finished game",
  resultAction: "the result card's own buttons (play again, next level)",
  outcome: "a finished game in words: share headline, result links, replay (web/outcome.js)",
  moveText: "a move in words: the coach's hint and review (web/coach.js)",
  hintKey: "where a hinted move glows on its table (web/coach.js)",
};

// The hooks a game may leave out, and what the shell does without them.
export const OPTIONAL_HOOKS = {
  received: "told of each snapshot taken in (a level cleared is remembered)",
  settle: "told when the board shows the snapshot's view, after a playback or with none (pass and play's hand-off)",
  keepsBrief: "whether a move from this snapshot (an answer in the other side's turn, cards drawn to place) keeps the turn brief, the other side's moves after it joining it; without it the move ends it",
  firstTip: "the i18n key said beside what to do on the first turns; else a general one",
  deckName: "a deck's name; a game played by link must have it (an invitation names the friend's deck)",
  remoteNote: "why the friend has the move in this player's turn, in a game by link",
  dailyNote: "a daily challenge's options in a line or two, where the day chose them for the player (Gate Ruler's level and ruler)",
  levels: "the computer's levels, weakest first, from the engine's catalog; without it a loss offers no easier level",
};
