package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Visibility;

/**
 * One battle of one combat phase while its steps run ({@link BattleStep}): the contact it came from, the units in it
 * ({@link Fighter}) and what the steps have settled so far (who defends, the line's length, squares, flanks, the fort,
 * strengths, the melee's winner). Steps read and write it; only the movers change the board. The effective strengths
 * are worked out here, from the board as it stands, so every step sees the losses already taken.
 */
public final class Battle {
    private final Field field;
    private final BattleContact contact;
    private final Map<UnitId, Fighter> fighters = new TreeMap<>();

    Optional<Side> defending = Optional.empty();
    int length = CombatConstants.LINE_SPACES;
    /** Each side's own line for the segment: the battle's, or shorter against a short enemy line (section 26.12). */
    final Map<Side, Double> lineLength = new EnumMap<>(Side.class);
    final Map<Side, Flanks> flanks = new EnumMap<>(Side.class);
    final Map<Side, Double> firing = new EnumMap<>(Side.class);
    final Map<Side, Double> melee = new EnumMap<>(Side.class);
    /**
     * Each side's troop quality in the last melee strength worked out (section 11.3): the mean over the men who fight
     * of their quality, experience, morale and fatigue factors, whatever their arm; the melee's odds weigh it again.
     */
    final Map<Side, Double> troops = new EnumMap<>(Side.class);
    /** The chance the attacking side had of winning the melee, once drawn (section 11.4 uses it). */
    double attackersChance = 0.5;
    /** Whether the firing segment began: only then was a battle fought (experience, records). */
    boolean fought;
    /** The melee's winner, once drawn. */
    Optional<Side> winner = Optional.empty();
    double odds = 1;
    int mannedFortLevel;
    /** What each step left to the movers: the units that must retreat, rout or shatter, in the order found. */
    final List<UnitId> retreating = new ArrayList<>();
    final List<UnitId> routing = new ArrayList<>();
    final Map<UnitId, org.adjutant.gitm.event.ShatterCause> shattering = new TreeMap<>();
    /** The last strength chains worked out, by unit, for reports and the offline battle command. */
    final Map<UnitId, List<StrengthChain>> chains = new TreeMap<>();

    Battle(Field field, BattleContact contact) {
        this.field = field;
        this.contact = contact;
        flanks.put(Side.ATTACKERS, Flanks.BOTH_EXPOSED);
        flanks.put(Side.DEFENDERS, Flanks.BOTH_EXPOSED);
    }

    public Field field() {
        return field;
    }

    public BattleContact contact() {
        return contact;
    }

    public Board board() {
        return field.board();
    }

    public Location where() {
        return contact.location();
    }

    public StrategicSquare square() {
        return contact.square();
    }

    public TacticalSquare at() {
        return contact.at();
    }

    void add(Fighter f) {
        fighters.put(f.id, f);
    }

    /** Every unit that came to this battle, in id order, present or not. */
    public List<Fighter> fighters() {
        return List.copyOf(fighters.values());
    }

    public Optional<Fighter> fighter(UnitId id) {
        return Optional.ofNullable(fighters.get(id));
    }

    /** The present units of a side that fight (HQs excluded), in id order. */
    List<Fighter> fighting(Side side) {
        List<Fighter> out = new ArrayList<>();
        for (Fighter f : fighters.values()) {
            if (f.side == side && f.fights()) {
                out.add(f);
            }
        }
        return out;
    }

    /** Present units of both sides that fight, in id order. */
    List<Fighter> fighting() {
        List<Fighter> out = new ArrayList<>();
        for (Fighter f : fighters.values()) {
            if (f.fights()) {
                out.add(f);
            }
        }
        return out;
    }

    /** Whether a side still has someone on the field: a fighting unit, or an HQ holding a fort with it (GITM 9.2). */
    boolean holds(Side side) {
        for (Fighter f : fighters.values()) {
            if (f.side == side && f.present) {
                return true;
            }
        }
        return false;
    }

    /** Both sides still hold the field: the battle goes on. */
    boolean joined() {
        return holds(Side.ATTACKERS) && holds(Side.DEFENDERS);
    }

    public Unit unit(Fighter f) {
        return board().unit(f.id);
    }

    /** The attacking side of GITM 9.6: the side that does not defend, or the contact's attackers when neither does. */
    Side attacking() {
        return defending.map(Side::other).orElse(Side.ATTACKERS);
    }

    /** A unit leaves the battle: it retreated, routed, shattered, surrendered, fell back or withdrew. */
    void leaves(Fighter f) {
        f.present = false;
        f.left = true;
    }

    /** Everyone with a unit in the battle's strategic square now sees what happens in it (GITM 4.4). */
    Visibility seenBy() {
        return field.everyoneIn(square());
    }

    // ------------------------------------------------------------------------------- the ground and the fort

    /** The battle square's defensive rating (GITM 2.4). */
    int rating() {
        return board().tacticalMap(square()).rating(at());
    }

    boolean townSquare() {
        return board().tacticalMap(square()).terrain(at()) == TacticalTerrain.TOWN;
    }

    /** The city on the battle square, if it has a standing fort. */
    Optional<City> fort() {
        return board().cityAt(where()).filter(City::hasFort);
    }

    /** GITM 9.6: a battle in which a present unit of either side is in a fort. */
    boolean fortBattle() {
        for (Fighter f : fighting()) {
            if (unit(f).inFort()) {
                return true;
            }
        }
        return false;
    }

    /** Whether units of {@code side} fight from the walls of a manned fort in this segment. */
    boolean holdsMannedFort(Side side) {
        if (mannedFortLevel == 0) {
            return false;
        }
        for (Fighter f : fighting(side)) {
            if (unit(f).inFort()) {
                return true;
            }
        }
        return false;
    }

    /**
     * What storming a manned fort costs (section 9, designed): the men who cross the open ground under the walls and
     * climb them are exposed as the garrison is sheltered, so the casualties a side holding a manned fort inflicts are
     * times {@code 1 + STORM x level}, the mirror of the cut its walls give it (GITM 9.7).
     */
    double storm(Side firing) {
        return holdsMannedFort(firing) ? 1 + field.tuning().get(CombatTuning.Knob.STORM) * mannedFortLevel : 1;
    }

    /** GITM 9.7, 9.9: the share of casualties a unit in a manned fort still takes. */
    double fortCasualties(Fighter f) {
        if (mannedFortLevel == 0 || !unit(f).inFort()) {
            return 1;
        }
        return 1 - (CombatConstants.FORT_REDUCTION_FIRST + CombatConstants.FORT_REDUCTION_PER_LEVEL
                * (mannedFortLevel - 1));
    }

    /**
     * The share of the fire a unit still takes for where it stands (section 9, step 4): in a manned fort the fort's cut
     * (GITM 9.7); a unit of the defending side on rated ground is spared {@code COVER} of it at rating 4, a quarter of
     * that for each step below (designed: banks, walls, trees and folds of ground shelter men who hold them, as the
     * rating says they help them fight); the better of the two, never both.
     */
    double shelter(Fighter f) {
        double cover = defending.isPresent() && defending.get() == f.side
                ? Cover.taken(rating(), field.tuning()) : 1;
        return Math.min(fortCasualties(f), cover);
    }

    /** The directions the units of {@code side} came in from this phase (GITM 9.4: "came from"). */
    Set<Direction> approaches(Side side) {
        Set<Direction> from = new TreeSet<>();
        for (Fighter f : fighters.values()) {
            if (f.side == side && f.cameFrom.isPresent()) {
                TacticalSquare c = f.cameFrom.get();
                Direction.of(Integer.signum(c.col() - at().col()), Integer.signum(c.row() - at().row()))
                        .ifPresent(from::add);
            }
        }
        return from;
    }

    /**
     * GITM 9.8, SIB retreat.html: the directions a unit of {@code f}'s side may not retreat (or prefers not to fall
     * back) in: the way it was moving, and towards where each enemy that moved in came from, each with its neighbours.
     */
    Set<Direction> forbidden(Fighter f) {
        Set<Direction> out = new TreeSet<>();
        if (f.cameFrom.isPresent()) {
            TacticalSquare c = f.cameFrom.get();
            Direction.of(Integer.signum(at().col() - c.col()), Integer.signum(at().row() - c.row()))
                    .ifPresent(d -> out.addAll(Field.withNeighbours(d)));
        }
        for (Direction d : approaches(f.side.other())) {
            out.addAll(Field.withNeighbours(d));
        }
        return out;
    }

    // ----------------------------------------------------------------------------------------- strength

    /** How {@code f} stands in a segment, for its strength chains. */
    Situation situation(Fighter f, Segment segment) {
        return situation(f, segment, fortBattle(), inSquareShare(f.side.other()), horseShare(f.side.other()));
    }

    /** The same, with the battle-wide facts already worked out (a side's strength asks for them once). */
    private Situation situation(Fighter f, Segment segment, boolean fortBattle, double enemyInSquare,
                                double enemyHorse) {
        Unit u = unit(f);
        boolean defends = defending.isPresent() && defending.get() == f.side;
        int rating = rating();
        double terrain = defends ? CombatConstants.TERRAIN[rating] : 1;
        boolean armyHq = !u.communications().isBlank() && UnitId.parse(u.communications())
                .map(id -> board().start().settings().armyHqBonus().contains(id)).orElse(false);
        return new Situation(segment, segment == Segment.MELEE ? f.meleePosture : f.posture, fortBattle,
                enemyInSquare, townSquare(), terrain, rating, f.held, armyHq,
                u.type() == UnitType.MI && f.movedIn, f.inSquare, f.outOfAmmunition,
                u.inFort() ? mannedFortLevel : 0, enemyHorse);
    }

    /** The share of a side's men in its first two lines who are horse (lancers charge horse better, section 8.1). */
    double horseShare(Side side) {
        double all = 0;
        double horse = 0;
        for (Fighter f : fighting(side)) {
            Unit u = unit(f);
            double lines = f.allocation.lines();
            all += u.men() * lines;
            horse += Parts.of(u, field.tuning()).horse() * lines;
        }
        return all == 0 ? 0 : horse / all;
    }

    /** GITM 9.5: the share of a side's men in its first two lines who stand in square. */
    double inSquareShare(Side side) {
        double all = 0;
        double square = 0;
        for (Fighter f : fighting(side)) {
            double men = unit(f).men() * f.allocation.lines();
            all += men;
            if (f.inSquare) {
                square += men;
            }
        }
        return all == 0 ? 0 : square / all;
    }

    /** The strength chains of one unit in a segment, with the men its allocation puts in the lines that count. */
    List<StrengthChain> chains(Fighter f, Segment segment) {
        return chains(f, segment, fortBattle(), inSquareShare(f.side.other()), horseShare(f.side.other()));
    }

    private List<StrengthChain> chains(Fighter f, Segment segment, boolean fortBattle, double enemyInSquare,
                                       double enemyHorse) {
        Unit u = unit(f);
        Parts parts = Parts.of(u, field.tuning());
        Allocation a = f.allocation;
        Situation s = situation(f, segment, fortBattle, enemyInSquare, enemyHorse);
        List<StrengthChain> out = new ArrayList<>(4);
        for (Part part : Part.values()) {
            int men = parts.men(part);
            if (men == 0) {
                continue;
            }
            double counted;
            if (segment == Segment.FIRE) {
                if (part == Part.HORSE || f.outOfAmmunition) {
                    continue; // cavalry never fires; without ammunition nobody does (GITM 9.7, 10.10)
                }
                counted = men * (part == Part.GUNNERS ? a.lines() : a.front());
            } else {
                // the rear fights the melee at half strength, except cavalry, which takes no part (GITM 9.9)
                counted = men * (a.lines() + (part == Part.HORSE ? 0 : 0.5 * a.rearIn()));
            }
            if (counted > 0) {
                out.add(Strength.chain(u, part, counted, s, field.tuning()));
            }
        }
        return out;
    }

    /** One unit's strength in a segment. */
    double strength(Fighter f, Segment segment) {
        double v = 0;
        for (StrengthChain c : chains(f, segment)) {
            v += c.value();
        }
        return v;
    }

    /**
     * A side's firing or melee strength (sections 9, 11.1): the sum of its units', times the mixed-arms bonus when
     * cavalry is a third to two thirds of its melee strength outside a fort battle (GITM 9.7, 9.9), and in the melee
     * times its flanks (GITM 9.9). The chains are kept for reports.
     */
    double sideStrength(Side side, Segment segment) {
        double total = 0;
        double men = 0;
        double worth = 0;
        double meleeAll = 0;
        double meleeHorse = 0;
        boolean fortBattle = fortBattle();
        double enemyInSquare = inSquareShare(side.other());
        double enemyHorse = horseShare(side.other());
        CombatTuning t = field.tuning();
        for (Fighter f : fighting(side)) {
            List<StrengthChain> own = chains(f, segment, fortBattle, enemyInSquare, enemyHorse);
            Unit u = unit(f);
            for (StrengthChain c : own) {
                total += c.value();
                men += c.men();
                worth += c.men() * Strength.troops(u, c.part(), t);
            }
            chains.put(f.id, own);
            for (StrengthChain c : segment == Segment.MELEE ? own : chains(f, Segment.MELEE, fortBattle,
                    enemyInSquare, enemyHorse)) {
                meleeAll += c.value();
                if (c.part() == Part.HORSE) {
                    meleeHorse += c.value();
                }
            }
        }
        double factor = 1;
        if (!fortBattle && meleeAll > 0) {
            double share = meleeHorse / meleeAll;
            if (share >= CombatConstants.MIXED_ARMS_LOW - 1e-12 && share <= CombatConstants.MIXED_ARMS_HIGH + 1e-12) {
                factor *= t.get(CombatTuning.Knob.MIXED_ARMS);
            }
        }
        if (segment == Segment.MELEE) {
            factor *= flanks.get(side).meleeFactor(t);
            troops.put(side, men > 0 ? worth / men : 1);
        }
        return total * factor;
    }
}
