package org.adjutant.gitm.naval.combat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.naval.CombatOrders;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipType;
import org.adjutant.ruleset.Dice;

/**
 * One day's action in one place of the sea (PATE-MD combat; docs/rules/naval.md section 15): who may engage whom, who
 * slips away, the rounds of fire between squadrons and against a port's shore guns, who strikes or sinks, and which
 * side is beaten. Pure: the ships, their orders, the shore and the dice in; the result out. What follows (prizes,
 * flight, the fort's works) is {@link NavalCombat}'s.
 */
public final class SeaAction {
    /** The two sides; the port's shore guns, when they fight, are on side A. */
    public enum Side {
        A, B;

        public Side other() {
            return this == A ? B : A;
        }
    }

    /** PATE 1.2: a port's harbour, its coastal waters, or a sea area. */
    public enum Water { HARBOUR, COASTAL, OPEN }

    /** What became of a ship in the action. */
    public enum Fate {
        /** Nobody could or would fight her. */
        NOT_ENGAGED,
        /** She slipped away before the fighting. */
        EVADED,
        /** She fought and is still afloat with her colours up. */
        FOUGHT,
        /** She ran past the enemy, took one round and is through (PATE-MD combat: RUN PAST). */
        RAN_PAST,
        STRUCK,
        SUNK
    }

    /** A ship in the place, her side and her orders (defaults filled in). */
    public record Entrant(Ship ship, Side side, CombatOrders orders) {
    }

    /**
     * The port's guns that bear on its waters, on side A.
     *
     * @param guns      guns that can be fought
     * @param fortLevel the level of the works sheltering them
     */
    public record Shore(int guns, int fortLevel) {
    }

    /** A ship as the action left her. */
    public record Outcome(Ship before, Ship after, Side side, Fate fate, int menLost) {
    }

    /**
     * The shore guns as the action left them.
     *
     * @param silenced    guns dismounted or their crews driven off for the rest of the day
     * @param sheltered   hits that got through the works
     * @param levelLost   whether the works came down one level
     * @param gunnersLost gunners killed or wounded
     */
    public record ShoreOutcome(int guns, int fortLevel, int silenced, double sheltered, boolean levelLost,
                               int gunnersLost) {
        public boolean isSilenced() {
            return silenced * 2 >= guns;
        }
    }

    /**
     * @param fought  whether any fire was exchanged
     * @param beaten  the side that was beaten and must flee, if one was
     * @param range   the range of the opening round
     * @param rounds  rounds fought
     * @param ships   every ship of the place, in the order given
     * @param shore   the shore guns, if they fought
     * @param log     the action as the moderator reads it, round by round
     */
    public record Result(boolean fought, Optional<Side> beaten, CombatOrders.Range range, int rounds,
                         List<Outcome> ships, Optional<ShoreOutcome> shore, List<String> log) {
        public List<Outcome> of(Side side) {
            return ships.stream().filter(o -> o.side() == side).toList();
        }
    }

    private final List<Entrant> entrants;
    private final Optional<Shore> shore;
    private final Water water;
    private final boolean onshoreWind;
    private final NavalTuning t;
    private final Dice dice;
    private final List<String> log = new ArrayList<>();

    private final Map<Entrant, Fate> fate = new LinkedHashMap<>();
    private final Map<Entrant, double[]> damage = new LinkedHashMap<>(); // hull hits, rigging hits, men lost
    private final Map<Side, Double> taken = new EnumMap<>(Side.class);
    private double shoreSilenced;
    private double shoreSheltered;
    private double shoreGunners;

    private SeaAction(List<Entrant> entrants, Optional<Shore> shore, Water water, boolean onshoreWind, NavalTuning t,
                      Dice dice) {
        this.entrants = List.copyOf(entrants);
        this.shore = shore.filter(s -> s.guns() > 0);
        this.water = water;
        this.onshoreWind = onshoreWind;
        this.t = t;
        this.dice = dice;
        for (Entrant e : this.entrants) {
            fate.put(e, Fate.NOT_ENGAGED);
            damage.put(e, new double[3]);
        }
        taken.put(Side.A, 0.0);
        taken.put(Side.B, 0.0);
    }

    /** The action in a place, on the turn's dice for it. */
    public static Result fight(List<Entrant> entrants, Optional<Shore> shore, Water water, boolean onshoreWind,
                               NavalTuning tuning, Dice dice) {
        return new SeaAction(entrants, shore, water, onshoreWind, tuning, dice).run();
    }

    /**
     * PATE-MD combat: in a harbour, or in coastal waters with the wind blowing onshore, any ship may engage any other;
     * elsewhere a frigate (designed: or a sloop) may not engage a ship of the line, nor a transport group a ship of the
     * line of its side guards.
     */
    boolean mayEngage(Entrant by, Entrant target) {
        if (by.side() == target.side() || !by.ship().isWarship()) {
            return false;
        }
        if (water == Water.HARBOUR || (water == Water.COASTAL && onshoreWind) || by.ship().type() == ShipType.FL) {
            return true;
        }
        if (target.ship().type() == ShipType.FL) {
            return false;
        }
        return target.ship().isWarship() || entrants.stream().noneMatch(e -> e.side() == target.side()
                && e.ship().type() == ShipType.FL && fate.get(e) != Fate.EVADED);
    }

    private boolean engager(Entrant e) {
        return e.ship().isWarship() && e.orders().stance().bringsOnBattle() && e.ship().guns() > 0;
    }

    /**
     * Whether the shore's guns reach her: an enemy warship in the port's harbour or coastal waters that closes in to
     * engage them or runs past them ({@link NavalCombat} counts a ship sailing into the harbour this turn as running
     * past its guns).
     */
    private boolean underTheGuns(Entrant e) {
        return shore.isPresent() && e.side() == Side.B && e.ship().isWarship() && water != Water.OPEN
                && e.orders().stance().bringsOnBattle();
    }

    private Result run() {
        evade();
        List<Entrant> fighting = new ArrayList<>();
        for (Entrant e : entrants) {
            if (fate.get(e) == Fate.EVADED || !e.ship().isWarship()) {
                continue;
            }
            boolean engages = engager(e) && entrants.stream().anyMatch(x -> fate.get(x) != Fate.EVADED
                    && mayEngage(e, x));
            boolean engaged = entrants.stream().anyMatch(x -> engager(x) && mayEngage(x, e));
            boolean comrades = engaged(e.side()) && e.ship().guns() > 0;
            if (engages || engaged || comrades || underTheGuns(e)) {
                fighting.add(e);
            }
        }
        boolean shoreFights = fighting.stream().anyMatch(this::underTheGuns);
        boolean shipsFight = fighting.stream().anyMatch(e -> e.side() == Side.A)
                && fighting.stream().anyMatch(e -> e.side() == Side.B);
        if (!shoreFights && !shipsFight) {
            return new Result(false, Optional.empty(), CombatOrders.Range.LONG, 0, outcomes(), Optional.empty(),
                    List.copyOf(log));
        }
        fighting.forEach(e -> fate.put(e, Fate.FOUGHT));
        CombatOrders.Range range = range(fighting);
        Map<Side, CombatOrders> flags = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            flagship(fighting, s).ifPresent(f -> flags.put(s, f.orders()));
        }
        boolean breakA = formation(flags, Side.A) == CombatOrders.Formation.BREAK_LINE && water != Water.HARBOUR;
        boolean breakB = formation(flags, Side.B) == CombatOrders.Formation.BREAK_LINE && water != Water.HARBOUR;
        log.add("range " + range.name().toLowerCase(java.util.Locale.ROOT) + (breakA || breakB
                ? "; " + (breakA && breakB ? "both sides break the line" : (breakA ? "A" : "B")
                + " breaks the line" ) : ""));
        Map<Side, Double> dealt = new EnumMap<>(Map.of(Side.A, 0.0, Side.B, 0.0));
        Optional<Side> brokeOff = Optional.empty();
        int round = 0;
        while (round < t.rounds()) {
            round++;
            CombatOrders.Range now = round > 1 && (breakA || breakB) ? CombatOrders.Range.CLOSE : range;
            Map<Entrant, double[]> incoming = new LinkedHashMap<>();
            double toShore = 0;
            for (Side s : Side.values()) {
                double luck = (dice.roll("side " + s + " fire, round " + round + " (luck)", 100) + 49) / 100.0;
                double form = 1;
                if (s == Side.A ? breakA && !breakB : breakB && !breakA) {
                    form = round == 1 ? t.breakLineOpening() : t.breakLineRake();
                }
                for (Entrant e : active(fighting, s)) {
                    double hits = e.ship().guns() / 2.0 * hit(now) * crewFactor(e) * form * luck;
                    toShore += aimAt(e, hits, fighting, incoming, now);
                    dealt.merge(s, hits, Double::sum);
                }
            }
            if (shoreFights && shoreGuns() > 0) {
                double luck = (dice.roll("shore fire, round " + round + " (luck)", 100) + 49) / 100.0;
                CombatOrders.Range shoreRange = water == Water.HARBOUR ? CombatOrders.Range.CLOSE : now;
                double hits = shoreGuns() / 2.0 * hit(shoreRange) * t.shoreAccuracy() * luck;
                List<Entrant> targets = active(fighting, Side.B).stream().filter(this::underTheGuns).toList();
                spread(hits, targets, incoming, CombatOrders.Aim.HULL, shoreRange);
                dealt.merge(Side.A, hits, Double::sum);
            }
            if (toShore > 0) {
                double sheltered = toShore / (1 + shore.orElseThrow().fortLevel() * t.worksProtection());
                shoreSheltered += sheltered;
                shoreSilenced = Math.min(shore.orElseThrow().guns(), shoreSilenced + sheltered);
                shoreGunners += sheltered * t.gunnersPerHit();
                taken.merge(Side.A, toShore, Double::sum);
            }
            incoming.forEach((e, d) -> {
                double[] a = damage.get(e);
                a[0] += d[0];
                a[1] += d[1];
                a[2] += d[2];
                taken.merge(e.side(), d[0] + d[1], Double::sum);
            });
            settle(fighting, round);
            log.add("round " + round + ": A dealt " + tenth(dealt.get(Side.A)) + " hits, B " + tenth(dealt.get(Side.B))
                    + (shoreFights ? "; shore guns silenced " + (int) shoreSilenced : ""));
            for (Side s : Side.values()) {
                CombatOrders f = flags.get(s);
                if (f != null && f.breakOff() && taken.get(s) > dealt.get(s) && !active(fighting, s).isEmpty()) {
                    brokeOff = Optional.of(s);
                    log.add("side " + s + " breaks off");
                }
            }
            if (brokeOff.isPresent() || !fightGoesOn(fighting, shoreFights)) {
                break;
            }
        }
        Optional<Side> beaten = brokeOff.isPresent() ? brokeOff : beaten(fighting, shoreFights);
        Optional<ShoreOutcome> shoreOut = shoreFights ? Optional.of(new ShoreOutcome(shore.get().guns(),
                shore.get().fortLevel(), (int) Math.round(shoreSilenced), shoreSheltered,
                shore.get().fortLevel() > 0 && shoreSheltered >= t.worksPerLevel() * shore.get().fortLevel(),
                (int) Math.round(shoreGunners))) : Optional.empty();
        beaten.ifPresent(s -> log.add("side " + s + " is beaten"));
        return new Result(true, beaten, range, round, outcomes(), shoreOut, List.copyOf(log));
    }

    /** PATE-MD combat: ships ordered to EVADE try to slip away from enemies that may engage them; not in a harbour. */
    private void evade() {
        for (Entrant e : entrants) {
            if (e.orders().stance() != CombatOrders.Stance.EVADE) {
                continue;
            }
            List<Entrant> after = entrants.stream().filter(x -> engager(x) && mayEngage(x, e)).toList();
            if (after.isEmpty() && !underTheGuns(e)) {
                continue;
            }
            if (water == Water.HARBOUR) {
                log.add(e.ship().id() + " cannot evade in a harbour");
                continue;
            }
            int chance = evasionChance(e.ship(), after);
            int roll = dice.roll("evade " + e.ship().id() + " (chance " + chance + ")", 100);
            boolean away = roll <= chance;
            log.add(e.ship().id() + (away ? " evades" : " fails to evade") + " (" + roll + " against " + chance + ")");
            if (away) {
                fate.put(e, Fate.EVADED);
            }
        }
    }

    /**
     * Designed (naval.md section 15.3): her type's chance, less 10 for each point of hull damage and 20 for each point
     * of rigging damage (as they slow her sailing, PATE-MD movechance), more when only ships of the line pursue a
     * frigate or a sloop; never below 5 nor above 95.
     */
    int evasionChance(Ship ship, List<Entrant> pursuers) {
        int chance = t.evasion(ship.type()) - 10 * ship.hull() - 20 * ship.rigging();
        boolean nimble = ship.type() == ShipType.FR || ship.type() == ShipType.SL;
        if (nimble && !pursuers.isEmpty() && pursuers.stream().allMatch(p -> p.ship().type() == ShipType.FL)) {
            chance += t.outsails();
        }
        return Math.max(5, Math.min(95, chance));
    }

    private boolean engaged(Side side) {
        return entrants.stream().anyMatch(e -> e.side() == side && engager(e) && fate.get(e) != Fate.EVADED
                && entrants.stream().anyMatch(x -> fate.get(x) != Fate.EVADED && mayEngage(e, x)));
    }

    /** Designed: in harbour every shot tells; elsewhere the flagships' wishes, the weather gage deciding between them. */
    private CombatOrders.Range range(List<Entrant> fighting) {
        if (water == Water.HARBOUR) {
            return CombatOrders.Range.CLOSE;
        }
        Optional<Entrant> a = flagship(fighting, Side.A);
        Optional<Entrant> b = flagship(fighting, Side.B);
        if (a.isEmpty() || b.isEmpty()) {
            return (a.isPresent() ? a : b).map(f -> f.orders().range()).orElse(CombatOrders.Range.LONG);
        }
        CombatOrders.Range ra = a.get().orders().range();
        CombatOrders.Range rb = b.get().orders().range();
        if (ra == rb) {
            return ra;
        }
        boolean aAttacks = fighting.stream().anyMatch(e -> e.side() == Side.A && engager(e));
        boolean bAttacks = fighting.stream().anyMatch(e -> e.side() == Side.B && engager(e));
        Side favoured = bAttacks && !aAttacks ? Side.B : Side.A;
        int chance = aAttacks != bAttacks ? t.weatherGage() : 50;
        int roll = dice.roll("weather gage (" + favoured + " on " + chance + ")", 100);
        Side gage = roll <= chance ? favoured : favoured.other();
        log.add("side " + gage + " has the weather gage (" + roll + " against " + chance + ")");
        return gage == Side.A ? ra : rb;
    }

    private static CombatOrders.Formation formation(Map<Side, CombatOrders> flags, Side s) {
        CombatOrders f = flags.get(s);
        return f == null ? CombatOrders.Formation.LINE_AHEAD : f.formation();
    }

    /** The side's ship with the most guns (the lower id between equals): her orders are the squadron's. */
    static Optional<Entrant> flagship(List<Entrant> fighting, Side side) {
        return fighting.stream().filter(e -> e.side() == side)
                .max(Comparator.comparingInt((Entrant e) -> e.ship().guns())
                        .thenComparing(e -> e.ship().id(), Comparator.reverseOrder()));
    }

    private List<Entrant> active(List<Entrant> fighting, Side side) {
        return fighting.stream().filter(e -> e.side() == side && fate.get(e) == Fate.FOUGHT).toList();
    }

    private double hit(CombatOrders.Range range) {
        return range == CombatOrders.Range.CLOSE ? t.hitClose() : t.hitLong();
    }

    /** A short-handed ship fights her guns slower (designed). */
    private double crewFactor(Entrant e) {
        int men = e.ship().crew() - (int) damage.get(e)[2];
        int guns = e.ship().guns();
        return guns == 0 ? 0 : Math.max(0, Math.min(1.0, men / (double) (guns * t.crewPerGun())));
    }

    private int shoreGuns() {
        return shore.map(s -> (int) Math.max(0, s.guns() - Math.floor(shoreSilenced))).orElse(0);
    }

    /** Spreads her hits over the enemies she may fire on, by their guns; returns the share that falls on the shore. */
    private double aimAt(Entrant e, double hits, List<Entrant> fighting, Map<Entrant, double[]> incoming,
                         CombatOrders.Range range) {
        List<Entrant> targets = active(fighting, e.side().other()).stream().filter(x -> mayEngage(e, x)
                || engager(x) || engaged(x.side())).toList();
        double shoreWeight = underTheGuns(e) ? shoreGuns() : 0;
        double weight = shoreWeight + targets.stream().mapToDouble(x -> x.ship().guns()).sum();
        if (weight == 0) {
            return 0;
        }
        spread(hits * (weight - shoreWeight) / weight, targets, incoming, e.orders().aim(), range);
        return hits * shoreWeight / weight;
    }

    private void spread(double hits, List<Entrant> targets, Map<Entrant, double[]> incoming, CombatOrders.Aim aim,
                        CombatOrders.Range range) {
        double weight = targets.stream().mapToDouble(x -> Math.max(1, x.ship().guns())).sum();
        for (Entrant x : targets) {
            double h = hits * Math.max(1, x.ship().guns()) / weight;
            double[] d = incoming.computeIfAbsent(x, k -> new double[3]);
            if (aim == CombatOrders.Aim.HULL) {
                d[0] += h;
                d[2] += h * (range == CombatOrders.Range.CLOSE ? t.casualtiesClose() : t.casualtiesLong());
            } else {
                d[1] += h;
                d[2] += h * t.casualtiesRigging();
            }
        }
    }

    /** After a round: who sinks, who strikes, and who has run past. */
    private void settle(List<Entrant> fighting, int round) {
        for (Entrant e : fighting) {
            if (fate.get(e) != Fate.FOUGHT) {
                continue;
            }
            Ship now = damaged(e);
            int men = now.crew() + now.marines();
            int before = e.ship().crew() + e.ship().marines();
            if (now.hull() >= t.sinkAt(now.type())) {
                fate.put(e, Fate.SUNK);
                log.add(e.ship().id() + " sinks");
            } else if (now.hull() >= t.strikeAt(now.type()) || men < t.strikeCrewShare() * before) {
                fate.put(e, Fate.STRUCK);
                log.add(e.ship().id() + " strikes");
            } else if (round == 1 && e.orders().stance() == CombatOrders.Stance.RUN_PAST) {
                fate.put(e, Fate.RAN_PAST);
                log.add(e.ship().id() + " runs past");
            }
        }
    }

    private boolean fightGoesOn(List<Entrant> fighting, boolean shoreFights) {
        boolean a = !active(fighting, Side.A).isEmpty() || (shoreFights && shoreGuns() > 0);
        boolean b = !active(fighting, Side.B).isEmpty();
        return a && b;
    }

    /**
     * Designed: a side with nothing left fighting is beaten; a port's guns fighting alone are beaten when half of them
     * are silenced, and the ships otherwise; between squadrons, the side that took the larger share of hits for the
     * guns it brought; a day with equal shares beats nobody.
     */
    private Optional<Side> beaten(List<Entrant> fighting, boolean shoreFights) {
        boolean a = !active(fighting, Side.A).isEmpty() || (shoreFights && shoreGuns() > 0);
        boolean b = !active(fighting, Side.B).isEmpty()
                || fighting.stream().anyMatch(e -> e.side() == Side.B && fate.get(e) == Fate.RAN_PAST);
        if (a != b) {
            return Optional.of(a ? Side.B : Side.A);
        }
        if (shoreFights && fighting.stream().noneMatch(e -> e.side() == Side.A)) {
            // guns behind works are beaten when they are silenced, not by a share of hits: the ships haul off
            return Optional.of(shoreSilenced * 2 >= shore.get().guns() ? Side.A : Side.B);
        }
        double gunsA = fighting.stream().filter(e -> e.side() == Side.A).mapToInt(e -> e.ship().guns()).sum()
                + (shoreFights ? shore.get().guns() : 0);
        double gunsB = fighting.stream().filter(e -> e.side() == Side.B).mapToInt(e -> e.ship().guns()).sum();
        double shareA = taken.get(Side.A) / Math.max(1, gunsA);
        double shareB = taken.get(Side.B) / Math.max(1, gunsB);
        if (Math.abs(shareA - shareB) < 1e-9) {
            return Optional.empty();
        }
        return Optional.of(shareA > shareB ? Side.A : Side.B);
    }

    private Ship damaged(Entrant e) {
        double[] d = damage.get(e);
        Ship s = e.ship();
        int per = t.hitsPerPoint(s.type());
        int lost = (int) Math.round(d[2]);
        int men = s.crew() + s.marines();
        int crewLost = men == 0 ? 0 : Math.min(s.crew(), (int) Math.round((double) lost * s.crew() / men));
        int marinesLost = Math.min(s.marines(), lost - crewLost);
        return new Ship(s.id(), s.name(), s.state(), s.guns(), s.crew() - crewLost, s.marines() - marinesLost,
                s.hull() + (int) (d[0] / per), s.rigging() + (int) (d[1] / per), s.stores(), s.capacity(),
                s.supplies(), s.station(), s.base());
    }

    private List<Outcome> outcomes() {
        List<Outcome> out = new ArrayList<>();
        for (Entrant e : entrants) {
            Ship after = damaged(e);
            int lost = e.ship().crew() + e.ship().marines() - after.crew() - after.marines();
            out.add(new Outcome(e.ship(), after, e.side(), fate.get(e), lost));
        }
        return List.copyOf(out);
    }

    private static String tenth(double v) {
        return String.valueOf(Math.round(v * 10) / 10.0);
    }
}
