package org.adjutant.gitm.sequence;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.MarchOrders;
import org.adjutant.gitm.movement.StrategicMovement;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * Everything the steps of one turn share: the board they change, every unit's frozen orders, the dice, the events so
 * far, and what one step leaves for a later one (the strategic movement in progress, the units whose morale a battle
 * or a captured city has already moved).
 */
public final class TurnContext {
    private final Board board;
    private final Map<UnitId, List<String>> orders;
    private final Map<UnitId, MarchOrders> marchOrders;
    private final DiceStreams dice;
    private final TurnPlugins plugins;
    private final List<GitmEvent> events = new ArrayList<>();
    private final Set<UnitId> moraleMovedByEvents = new TreeSet<>();
    private final Map<UnitId, Phase> failedMoraleChecks = new TreeMap<>();
    private final Set<UnitId> tacticalOrdersCancelled = new TreeSet<>();
    private final Set<UnitId> ordersCancelled = new TreeSet<>();
    private final PhaseMovers movers = new PhaseMovers();
    private final List<FoughtBattle> battles = new ArrayList<>();
    private final Map<Class<?>, Object> attachments = new java.util.HashMap<>();
    private Map<String, List<String>> officeOrders = Map.of();
    private final SupplyLedger supplyLedger = new SupplyLedger();
    private final Map<UnitId, Phase> roused = new TreeMap<>();
    private boolean combatRan;
    private StrategicMovement movement;
    private Set<UnitId> communicationsAtStart;
    private Reformability reformability;

    public TurnContext(Board board, Map<UnitId, List<String>> orders, Map<UnitId, MarchOrders> marchOrders,
                       DiceStreams dice, TurnPlugins plugins) {
        this.board = board;
        this.orders = orders;
        this.marchOrders = marchOrders;
        this.dice = dice;
        this.plugins = plugins;
    }

    public Board board() {
        return board;
    }

    /**
     * What one rules area keeps for the rest of the turn (the supply phase's fed units, the captures a phase-end check
     * made...), created on first use. One value per class: the class is the area's own, so areas cannot collide.
     */
    public <T> T attachment(Class<T> kind, java.util.function.Supplier<T> create) {
        return kind.cast(attachments.computeIfAbsent(kind, k -> create.get()));
    }

    /**
     * The position the board left, with what every attachment that settles beyond the board changes in it (the
     * economy's treasuries), attachments in class-name order so that the result never depends on hash order.
     */
    public org.adjutant.gitm.state.GitmState settle(org.adjutant.gitm.state.GitmState next) {
        List<Object> settling = new ArrayList<>(attachments.values());
        settling.removeIf(a -> !(a instanceof PositionSettlement));
        settling.sort(java.util.Comparator.comparing(a -> a.getClass().getName()));
        org.adjutant.gitm.state.GitmState result = next;
        for (Object a : settling) {
            result = ((PositionSettlement) a).settle(result);
        }
        return result;
    }

    /**
     * Every supply created or destroyed this turn, by cause (docs/rules/gitm-10-supply.md section 15): the supply
     * phase, the city rules and combat (a corps HQ's wagons lost, units surrendered or destroyed with what they
     * carried) all write here, so the turn's supplies balance.
     */
    public SupplyLedger supplyLedger() {
        return supplyLedger;
    }

    /**
     * This turn's office orders (a War Minister's SEND, INACTIVATE...), lines by role id, as frozen at the deadline, in
     * the order the blocks arrived (docs/rules/sow.md 18.4).
     */
    public Map<String, List<String>> officeOrders() {
        return officeOrders;
    }

    public TurnContext withOfficeOrders(Map<String, List<String>> byRole) {
        this.officeOrders = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(byRole));
        return this;
    }

    /** A unit's orders for the turn in normal form (every section), for the steps that read their own section. */
    public List<String> orders(UnitId unit) {
        return orders.getOrDefault(unit, List.of());
    }

    public Map<UnitId, MarchOrders> marchOrders() {
        return marchOrders;
    }

    public Dice dice(String purpose) {
        return dice.forPurpose(purpose);
    }

    public TurnPlugins plugins() {
        return plugins;
    }

    public List<GitmEvent> events() {
        return events;
    }

    /** Combat and city capture mark units here; their morale does not drift back to 50 this turn (GITM 3.7). */
    public void moraleMovedByEvents(UnitId unit) {
        moraleMovedByEvents.add(unit);
    }

    public boolean moraleMovedThisTurn(UnitId unit) {
        return moraleMovedByEvents.contains(unit);
    }

    /**
     * The combat work calls this when a unit fails a morale check in a phase's battle: it stops engaging for the rest
     * of the turn (GITM 8.8). Orders are given afresh each turn (GITM 6.1, 6.9), so next turn's engage order counts
     * again. The first failure of the turn is the one kept.
     */
    public void moraleCheckFailed(UnitId unit, Phase phase) {
        failedMoraleChecks.putIfAbsent(unit, phase);
    }

    /** The phase in which the unit first failed a morale check this turn, if it has. */
    public Optional<Phase> failedMoraleCheck(UnitId unit) {
        return Optional.ofNullable(failedMoraleChecks.get(unit));
    }

    /**
     * Whether this is a campaign turn: not the deployment turn, not a peace or truce turn of the game's calendar. Only
     * campaign turns have bombardment and battles (GITM 9.1).
     */
    public boolean campaignTurn() {
        return board.start().isCampaignTurn();
    }

    /**
     * GITM 9.8: a routed unit's tactical movement orders are cancelled for the rest of the turn (its postures and line
     * stand; they are how it fights, not where it goes). Tactical movement reads this at the start of each phase.
     */
    public void cancelTacticalOrders(UnitId unit) {
        tacticalOrdersCancelled.add(unit);
    }

    public boolean tacticalOrdersCancelled(UnitId unit) {
        return tacticalOrdersCancelled.contains(unit) || ordersCancelled.contains(unit);
    }

    /** GITM 12.2: a shattered unit carries out no order of any kind for the rest of the turn. */
    public void cancelOrders(UnitId unit) {
        ordersCancelled.add(unit);
    }

    public boolean ordersCancelled(UnitId unit) {
        return ordersCancelled.contains(unit);
    }

    /** Every unit whose tactical orders stand cancelled now (routed or shattered), in id order. */
    public Set<UnitId> cancelledTacticalOrders() {
        Set<UnitId> all = new TreeSet<>(tacticalOrdersCancelled);
        all.addAll(ordersCancelled);
        return all;
    }

    /** Who moved on its tactical map in which phase (GITM 9.14); tactical movement records, bombardment reads. */
    public PhaseMovers movers() {
        return movers;
    }

    /** The combat step records each battle it fought, for battle morale and next turn's withdrawals (GITM 3.7, 7.5). */
    public void battleFought(FoughtBattle battle) {
        battles.add(battle);
    }

    /** This turn's battles so far, in the order fought. */
    public List<FoughtBattle> battles() {
        return List.copyOf(battles);
    }

    /**
     * The combat step says it ran (even on a turn with no battle), so the turn records where battles were fought for
     * the next turn; with no combat plugged in, nothing is recorded and the next turn guesses (GITM 7.5).
     */
    public void combatRan() {
        combatRan = true;
    }

    public boolean hasCombatRecord() {
        return combatRan;
    }

    /** The strategic squares where battles were fought this turn, in map order. */
    public java.util.SortedSet<org.adjutant.gitm.map.StrategicSquare> battleSquares() {
        java.util.SortedSet<org.adjutant.gitm.map.StrategicSquare> squares = new TreeSet<>();
        battles.forEach(b -> squares.add(b.square()));
        return squares;
    }

    /** The strategic movement of this turn; started by the withdrawal step, once supply has settled communications. */
    public StrategicMovement movement() {
        if (movement == null) {
            movement = new StrategicMovement(board, marchOrders, plugins.marchRules(), communicationsAtStart(),
                    plugins.battles(), plugins.sieges(), this::dice, events);
        }
        return movement;
    }

    /**
     * An inactive unit was roused at the end of {@code phase} (GITM 11.3): it carries out its orders from the next
     * phase on, and nothing of that phase or an earlier one (GITM 11.5). Phases that read the unit's readiness as they
     * come need nothing more; a move ordered to start in a phase already past reads this ({@link #missedWhileInactive}).
     */
    public void activatedAtEndOf(UnitId unit, Phase phase) {
        roused.putIfAbsent(unit, phase);
    }

    /**
     * Whether {@code phase} had already come (or was running) when the unit was roused from inactivity this turn, so
     * that what it was ordered to begin then is never done (GITM 11.5). False for units active all turn.
     */
    public boolean missedWhileInactive(UnitId unit, Phase phase) {
        Phase at = roused.get(unit);
        return at != null && phase.compareTo(at) <= 0;
    }

    /**
     * The units in communications as the supply phase judged them (GITM 10.1, 10.4: one judgement a turn, on the
     * position at its start; docs/rules/gitm-10-supply.md section 4.3); asked of the communications plug-in when no
     * supply phase kept them (the deployment turn, tests without supply).
     */
    public Set<UnitId> communicationsAtStart() {
        if (communicationsAtStart == null) {
            communicationsAtStart = Set.copyOf(plugins.communications().inCommunications(board));
        }
        return communicationsAtStart;
    }

    /** The supply phase keeps the units it judged in communications, for the rest of the turn. */
    public void keepCommunicationsAtStart(Set<UnitId> units) {
        communicationsAtStart = Set.copyOf(units);
    }

    /**
     * Which shattered units could reform now (GITM 12.5: in supply and in communications), as the end of the turn's
     * supply picture judged them; empty when no supply rules judged it (reforming then asks the communications
     * plug-in alone).
     */
    public Optional<Reformability> reformability() {
        return Optional.ofNullable(reformability);
    }

    public void reformability(Reformability value) {
        reformability = value;
    }

    /**
     * The end-of-turn judgement reforming reads (docs/rules/gitm-10-supply.md section 18).
     *
     * @param inCommunications units in communications on the final position
     * @param inSupply         units that found an available source at the end of the turn (requisition does not count)
     */
    public record Reformability(Set<UnitId> inCommunications, Set<UnitId> inSupply) {
        public Reformability {
            inCommunications = Set.copyOf(inCommunications);
            inSupply = Set.copyOf(inSupply);
        }

        public boolean mayReform(UnitId unit) {
            return inCommunications.contains(unit) && inSupply.contains(unit);
        }
    }

    /** Whether strategic movement has started (deployment turns and tests may have none). */
    public boolean hasMovement() {
        return movement != null;
    }
}
