package org.adjutant.ruleset;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A game system the robot can host. The core authenticates players, queues orders, runs deadlines and mails reports;
 * the ruleset understands the game: its scenarios, its order language, its turn and what each player may see.
 * Implementations are pure — no mail, SQL, scheduler, template or clock — so a turn can be re-run from its frozen
 * orders and give the same result byte for byte.
 */
public interface Ruleset {
    /** Short name used in config files, e.g. {@code gitm}. */
    String id();

    /** Human name, e.g. "Gathered In Their Masses". */
    String title();

    /** The opening position from a scenario file's text; errors name {@code sourceName}, the line and the problem. */
    Opening open(String scenarioText, String sourceName) throws ScenarioException;

    /**
     * As {@link #open(String, String)}, with the game file's rule switches ({@code rules:}, key to value as written),
     * which the ruleset keeps in the opening state so every turn of the game reads the same ones. A switch the ruleset
     * does not know is a {@link ScenarioException} naming {@code rulesSource}. The default knows none.
     */
    default Opening open(String scenarioText, String sourceName, Map<String, String> rules, String rulesSource)
            throws ScenarioException {
        if (!rules.isEmpty()) {
            throw new ScenarioException(rulesSource, 0, "the " + id() + " ruleset has no rule switches ("
                    + String.join(", ", new java.util.TreeSet<>(rules.keySet())) + ")");
        }
        return open(scenarioText, sourceName);
    }

    GameState decode(String encoded);

    /** A stable text form of the state (the same state always gives the same text). */
    String encode(GameState state);

    /** Every unit in the state, in a stable order. */
    List<UnitInfo> units(GameState state);

    /** Parse and check one unit's order block against the current state (the moment the mail arrives). */
    BlockVerdict check(GameState state, String unitId, List<Line> body);

    /**
     * Whether a line reads as one of this game's orders, mistyped or not. The core cuts a player's sign-off
     * ("Regards,", his name) from the end of a block only when no line of it does. The default takes every line for
     * an order, so nothing is ever cut.
     */
    default boolean startsAnOrder(String line) {
        return true;
    }

    /**
     * Parse and check the orders a player gives in his offices (a PLAYER block, apart from the core's own NEW
     * PASSWORD and ASSIGN lines): e.g. a War Minister's supply movements. {@code commanded} are the units he
     * commands, since commanding some units (an army HQ) is itself an office in some games.
     */
    BlockVerdict checkOffice(GameState state, Set<String> offices, Set<String> commanded, List<Line> body);

    /**
     * The same, knowing the office blocks other players already have queued for the coming turn: {@code queued} maps
     * each role id (as {@link #resolve} keys office orders) to its effective block in normal form, in the order the
     * blocks arrived, the sender's own earlier block left out (this one replaces it). Every player's are handed over;
     * a ruleset counts only those it may reveal to this sender (e.g. his own state's officers, who spend from the
     * same treasury). By default they are ignored.
     */
    default BlockVerdict checkOffice(GameState state, Set<String> offices, Set<String> commanded, List<Line> body,
                                     Map<String, List<String>> queued) {
        return checkOffice(state, offices, commanded, body);
    }

    /**
     * What the coming turn is, in a sentence or two for a player (e.g. that the first is a deployment turn and which
     * orders it takes), in lines of at most 110 characters for a plain-text mail. Empty when there is nothing special
     * to say.
     */
    default String nextTurn(GameState state) {
        return "";
    }

    /**
     * What players call turn {@code turn} of a game that opened at {@code opening}: the robot counts the turns a game
     * has run 1, 2, 3..., turn 1 being the first played from the opening, and names each by this in every subject,
     * report heading and answer; a command naming a turn is read against these names ({@link TurnLabel#isNamedBy}).
     * The one numbering of the game's rules. By default "turn n".
     */
    default TurnLabel turnLabel(GameState opening, int turn) {
        return TurnLabel.numbered(turn);
    }

    /**
     * A few order lines that {@link #check} accepts for this unit in this state, shown to a new player as a first
     * example in his welcome mail. Empty when the ruleset offers none.
     */
    default List<String> exampleOrders(GameState state, String unitId) {
        return List.of();
    }

    /**
     * Whether the game is over in this state (a scenario's last turn, a victory): the robot then sends every player
     * the whole truth and archives the game. By default never; a game file may also name its last turn.
     */
    default boolean isOver(GameState state) {
        return false;
    }

    /**
     * The side that {@code owner} (a unit's {@link UnitInfo#owner}, or the part after the colon of an office id)
     * fights for, as the players would name it ("Mexico"): draw and concession votes are counted per side. By default
     * every owner is a side of its own.
     */
    default String side(GameState state, String owner) {
        return owner;
    }

    /**
     * What the public may read of a turn in the game's published history (docs/moderators.md, "A public history"):
     * sentences a newspaper of the day could print, such as where battles were fought and who held the field, cities
     * that changed hands, public treaties and the war's end. Never a unit's position, strength or orders. Pure, like
     * {@link #reports}. By default nothing.
     */
    default List<String> publicNews(GameState before, int turn, TurnOutcome outcome) {
        return List.of();
    }

    /** The orders a unit executes when nobody sent any, in normal form. */
    List<String> defaultOrders(GameState state, String unitId);

    /**
     * Whether a player holding {@code offices} and commanding {@code commanded} may (re)assign the commander and
     * deputy of {@code unitId}.
     */
    boolean mayAssign(GameState state, Set<String> offices, Set<String> commanded, String unitId);

    /**
     * The kind of office id ({@code <kind>:<state>}, as seats hold them) that a moderator names by {@code words} in
     * normal form (upper case, single spaces: "NAVAL MINISTER"); empty when the game has no such office.
     */
    default Optional<String> officeKind(String words) {
        return Optional.empty();
    }

    /** The offices a moderator may name, in the words {@link #officeKind} reads; none for a game without offices. */
    default List<String> officeNames() {
        return List.of();
    }

    /**
     * The role slot under whose name the turn looks for the orders of {@code office}, when the turn reads that
     * office's orders from one slot of the position; empty when it reads them from any holder. The core queues an
     * office block under this slot, so the office's orders reach the turn whichever player a moderator gave it to.
     */
    default Optional<String> officeSlot(GameState state, String office) {
        return Optional.empty();
    }

    /**
     * Why {@code office} may not be given to a player who already holds {@code held} (a moderator's {@code OFFICE}
     * command), in the moderator's terms; empty when it may.
     */
    default Optional<String> officeMoveProblem(GameState state, String office, Set<String> held) {
        return Optional.empty();
    }

    /**
     * A moderator's {@code OFFICE} command for an office the game keeps in its position, not in the seats (one that
     * the players' own orders move, such as an elected head of state): the position with it given to the player of
     * role slot {@code to}, or left vacant when {@code to} is empty. {@code seats} holds every seated player's
     * role slot with the offices his seat holds. Empty when the office lives in the seats, which the core moves
     * itself. Throws {@link IllegalArgumentException} with the moderator's reason when it may not be done.
     */
    default Optional<PositionOffice> seatInPosition(GameState state, String office, Map<String, Set<String>> seats,
                                                    Optional<String> to) {
        return Optional.empty();
    }

    /**
     * A moderator's correction of the position, {@code what} as he wrote it after {@code ADJUST} (a unit's men,
     * position, morale or supplies, a treasury, a city's owner, in the game's own words). Pure: the same position and
     * words give the same result, so a rollback applies a recorded correction again at the same point. Throws
     * {@link IllegalArgumentException} with the moderator's reason when it cannot be made.
     */
    default Adjusted adjust(GameState state, String what) {
        throw new IllegalArgumentException("this game takes no adjustments of its position");
    }

    /**
     * Resolve one turn. {@code orders} holds an entry for every unit in the state; {@code officeOrders} the last
     * accepted office orders of each player who sent any, keyed by his role id, in normal form, in the order those
     * blocks arrived (receipt time, then queue id), so that officers sharing a purse are served first come, first
     * served.
     */
    TurnOutcome resolve(GameState state, int turn, Map<String, UnitOrders> orders,
                        Map<String, List<String>> officeOrders, Dice dice);

    /**
     * The reports one person receives after a turn, built only from what he is entitled to know. Called for many
     * recipients at once, from several threads: implementations must be safe for that, and give each recipient the
     * same reports whatever the order of the calls.
     */
    List<ReportDraft> reports(GameState before, int turn, TurnOutcome outcome, Recipient recipient);
}
