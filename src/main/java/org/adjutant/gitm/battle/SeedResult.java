package org.adjutant.gitm.battle;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.battle.BattleFile.Side;
import org.adjutant.gitm.battle.BattleFile.UnitSetup;
import org.adjutant.gitm.battle.BattlePlay.TurnPlayed;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.DestroyCause;
import org.adjutant.gitm.event.Deserted;
import org.adjutant.gitm.event.FellBack;
import org.adjutant.gitm.event.GarrisonSurrendered;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.Retreated;
import org.adjutant.gitm.event.Routed;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.event.SiegeBegun;
import org.adjutant.gitm.event.StragglersLost;
import org.adjutant.gitm.event.StragglersReturned;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * What one seed's engagement came to, per side: who held the field, each side's losses by kind (GITM 9.13) and by
 * source, and how many of its units fell back, retreated, routed, shattered, surrendered or were destroyed; for an
 * engagement over several turns also who held the city on the field at the end and whether its garrison surrendered
 * (GITM 10.3). Read from the turns' events and the position at the end, nothing else; units a file marks
 * {@code counted: false} are kept apart.
 *
 * @param holder        the side holding the field at the end, empty when neither does
 * @param battlesFought battles the combat step fought, anywhere, in any phase
 * @param sides         by side id, in the file's order
 * @param uncounted     the losses of units the file leaves out of the side figures, by side id
 * @param city          the city on the field, when there is one: who held it at the end and what befell it
 */
public record SeedResult(long seed, Optional<String> holder, int battlesFought, Map<String, SideResult> sides,
                         Map<String, Losses> uncounted, Optional<CityResult> city) {
    public SeedResult {
        sides = Collections.unmodifiableMap(new LinkedHashMap<>(sides));
        uncounted = Collections.unmodifiableMap(new LinkedHashMap<>(uncounted));
    }

    /** What may happen to a unit in a battle, besides standing (GITM 9.8, 9.9, 10.3, 12). */
    public enum Outcome {
        FELL_BACK("fell back"), RETREATED("retreated"), ROUTED("routed"), SHATTERED("shattered"),
        SURRENDERED("surrendered"), DESTROYED("destroyed");

        private final String words;

        Outcome(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /**
     * Where a side's men went, over every turn: shelled (GITM 9.14), lost in battle (fire, melee, rout, shattering,
     * surrender in battle, destruction: GITM 9, 12), straggling in a strategic withdrawal (GITM 7.5), deserting for
     * want of supplies (GITM 10.8), given up with a besieged city's garrison (GITM 10.3); and the stragglers who came
     * back to the ranks at the end of a turn (GITM 9.13), which the losses are net of.
     */
    public enum Source {
        BOMBARDMENT("bombardment"), BATTLE("battle"), WITHDRAWAL("withdrawal"), DESERTION("desertion"),
        GARRISON_SURRENDER("garrison surrender"), STRAGGLERS_BACK("stragglers back");

        private final String words;

        Source(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** Men lost, by kind (GITM 9.13). */
    public record Losses(int killed, int wounded, int prisoners, int stragglers) {
        public static final Losses NONE = new Losses(0, 0, 0, 0);

        public int total() {
            return killed + wounded + prisoners + stragglers;
        }

        Losses plus(Losses other) {
            return new Losses(killed + other.killed, wounded + other.wounded, prisoners + other.prisoners,
                    stragglers + other.stragglers);
        }
    }

    /**
     * @param losses   the counted units' losses, net of the stragglers who came back
     * @param outcomes how many counted units had each outcome at least once
     * @param sources  the counted units' men by where they went (those who came back as a positive number)
     */
    public record SideResult(Losses losses, Map<Outcome, Integer> outcomes, Map<Source, Integer> sources) {
        public SideResult {
            Map<Outcome, Integer> all = new EnumMap<>(Outcome.class);
            for (Outcome o : Outcome.values()) {
                all.put(o, outcomes.getOrDefault(o, 0));
            }
            outcomes = Collections.unmodifiableMap(all);
            Map<Source, Integer> from = new EnumMap<>(Source.class);
            for (Source s : Source.values()) {
                from.put(s, sources.getOrDefault(s, 0));
            }
            sources = Collections.unmodifiableMap(from);
        }

        public SideResult(Losses losses, Map<Outcome, Integer> outcomes) {
            this(losses, outcomes, Map.of());
        }

        public int units(Outcome o) {
            return outcomes.get(o);
        }
    }

    /**
     * The city on the field at the end of the play.
     *
     * @param holder     the side whose state controlled it at the end; empty when a state of neither side did
     * @param besieged   whether a siege of it began at some point (GITM 10.3)
     * @param surrender  the turn in which its garrison surrendered in the siege surrender phase and why, if it did
     */
    public record CityResult(Optional<String> holder, boolean besieged, Optional<GarrisonSurrender> surrender) {
    }

    /** A garrison's surrender at the end of a turn (GITM 10.3). */
    public record GarrisonSurrender(int turn, GarrisonSurrendered.Cause cause) {
    }

    /** The result of one seed's play. */
    public static SeedResult of(BattleSetup setup, BattlePlay play) {
        return of(setup, play.seed(), play.turns(), play.end().units(),
                setup.fieldCity().map(c -> play.end().city(c)), play.departed());
    }

    /**
     * The result of a one-turn seed from its events and the units at the end, as a test hands them in.
     */
    public static SeedResult of(BattleSetup setup, long seed, List<GitmEvent> events, Collection<Unit> end) {
        return of(setup, seed, List.of(new TurnPlayed(1, events)), end, Optional.empty(), Map.of());
    }

    /**
     * The result of a seed from each turn's events, the units and the field's city at the end, and the units taken out
     * of the game on the way as they last stood (a garrison's men at its surrender): the statistics' only inputs.
     */
    static SeedResult of(BattleSetup setup, long seed, List<TurnPlayed> turns, Collection<Unit> end,
                         Optional<City> cityAtEnd, Map<UnitId, Unit> departed) {
        Tally tally = new Tally(setup, departed);
        for (TurnPlayed turn : turns) {
            for (GitmEvent e : turn.events()) {
                tally.add(turn.turn(), e);
            }
        }
        Map<String, SideResult> sides = new LinkedHashMap<>();
        for (Side side : setup.file().sides()) {
            Map<Outcome, Integer> n = new EnumMap<>(Outcome.class);
            tally.outcomes.get(side.id()).forEach((o, ids) -> n.put(o, ids.size()));
            sides.put(side.id(), new SideResult(tally.counted.get(side.id()), n, tally.sources.get(side.id())));
        }
        Optional<CityResult> city = cityAtEnd.map(c -> new CityResult(sideOf(setup, c.state()),
                tally.besieged, tally.surrender));
        return new SeedResult(seed, holder(setup, end, tally.lastOnField), tally.battles, sides, tally.uncounted,
                city);
    }

    /** The events summed up, per side. */
    private static final class Tally {
        private final BattleSetup setup;
        private final Map<UnitId, Unit> departed;
        private final Map<UnitId, UnitSetup> units = new LinkedHashMap<>();
        private final Optional<City> fieldCity;
        final Map<String, Losses> counted = new LinkedHashMap<>();
        final Map<String, Losses> uncounted = new LinkedHashMap<>();
        final Map<String, Map<Outcome, Set<UnitId>>> outcomes = new LinkedHashMap<>();
        final Map<String, Map<Source, Integer>> sources = new LinkedHashMap<>();
        int battles;
        boolean besieged;
        Optional<GarrisonSurrender> surrender = Optional.empty();
        /** The last thing that settled who held the field: a battle fought on it, or its city's surrender. */
        Optional<String> lastOnField = Optional.empty();

        Tally(BattleSetup setup, Map<UnitId, Unit> departed) {
            this.setup = setup;
            this.departed = departed;
            this.fieldCity = setup.fieldCity();
            for (Side side : setup.file().sides()) {
                counted.put(side.id(), Losses.NONE);
                uncounted.put(side.id(), Losses.NONE);
                outcomes.put(side.id(), new EnumMap<>(Outcome.class));
                sources.put(side.id(), new EnumMap<>(Source.class));
                side.units().forEach(u -> units.put(u.id(), u));
            }
        }

        void add(int turn, GitmEvent e) {
            if (e instanceof BattleFought b) {
                battles++;
                if (new Location(b.square(), b.at()).equals(setup.field())) {
                    lastOnField = winner(b);
                }
            } else if (e instanceof CasualtiesSuffered c) {
                lose(c.unit(), new Losses(c.killed(), c.wounded(), c.prisoners(), c.stragglers()),
                        c.cause() == CasualtyCause.BOMBARDMENT ? Source.BOMBARDMENT : Source.BATTLE);
            } else if (e instanceof Deserted d) {
                lose(d.unit(), new Losses(0, 0, d.prisoners(), d.stragglers()), Source.DESERTION);
            } else if (e instanceof StragglersLost s) {
                lose(s.unit(), new Losses(0, 0, 0, s.men()), Source.WITHDRAWAL);
            } else if (e instanceof StragglersReturned r) {
                lose(r.unit(), new Losses(0, 0, 0, -r.men()), Source.STRAGGLERS_BACK);
            } else if (e instanceof GarrisonSurrendered g) {
                for (UnitId id : g.units()) {
                    Unit u = departed.get(id);
                    if (u == null) {
                        throw new IllegalStateException(id + " surrendered with " + g.city() + " but the play did "
                                + "not keep it as it last stood");
                    }
                    lose(id, new Losses(0, 0, u.men(), 0), Source.GARRISON_SURRENDER);
                    outcome(id, Outcome.SURRENDERED);
                }
                if (onField(g.city())) {
                    surrender = Optional.of(new GarrisonSurrender(turn, g.cause()));
                    lastOnField = sideOf(setup, g.toState());
                }
            } else if (e instanceof SiegeBegun s) {
                besieged |= onField(s.city());
            } else if (e instanceof UnitDestroyed d && d.cause() == DestroyCause.HIGH_DESERT) {
                // the only destruction whose men no casualty event reports: they died in the desert (GITM 10.8b)
                lose(d.unit(), new Losses(d.men(), 0, 0, 0), Source.DESERTION);
                outcome(d.unit(), Outcome.DESTROYED);
            } else {
                kind(e).ifPresent(o -> outcome(unitOf(e), o));
            }
        }

        private boolean onField(String city) {
            return fieldCity.isPresent() && fieldCity.get().name().equals(city);
        }

        private void lose(UnitId unit, Losses losses, Source source) {
            UnitSetup u = units.get(unit);
            if (u == null) {
                return;
            }
            String side = setup.file().sideOf(unit).id();
            Map<String, Losses> into = u.counted() ? counted : uncounted;
            into.put(side, into.get(side).plus(losses));
            if (u.counted()) {
                sources.get(side).merge(source, Math.abs(losses.total()), Integer::sum);
            }
        }

        private void outcome(UnitId unit, Outcome o) {
            if (units.containsKey(unit) && units.get(unit).counted()) {
                outcomes.get(setup.file().sideOf(unit).id()).computeIfAbsent(o, k -> new HashSet<>()).add(unit);
            }
        }

        /** The side a battle fought on the field left holding it. */
        private Optional<String> winner(BattleFought b) {
            List<UnitId> winners = b.holder() == BattleSide.ATTACKERS ? b.attackers()
                    : b.holder() == BattleSide.DEFENDERS ? b.defenders() : List.of();
            return winners.stream().filter(units::containsKey).findFirst().map(u -> setup.sideOf(u).id());
        }
    }

    /** The side a state fights on, if it fights on either. */
    private static Optional<String> sideOf(BattleSetup setup, String state) {
        return setup.file().sides().stream().filter(s -> s.states().contains(state)).map(Side::id).findFirst();
    }

    private static Optional<Outcome> kind(GitmEvent e) {
        if (e instanceof FellBack) {
            return Optional.of(Outcome.FELL_BACK);
        } else if (e instanceof Retreated) {
            return Optional.of(Outcome.RETREATED);
        } else if (e instanceof Routed) {
            return Optional.of(Outcome.ROUTED);
        } else if (e instanceof Shattered s && s.cause() != ShatterCause.DRIVEN_ON) {
            return Optional.of(Outcome.SHATTERED);
        } else if (e instanceof Surrendered) {
            return Optional.of(Outcome.SURRENDERED);
        } else if (e instanceof UnitDestroyed) {
            return Optional.of(Outcome.DESTROYED);
        }
        return Optional.empty();
    }

    private static UnitId unitOf(GitmEvent e) {
        if (e instanceof FellBack f) {
            return f.unit();
        } else if (e instanceof Retreated r) {
            return r.unit();
        } else if (e instanceof Routed r) {
            return r.unit();
        } else if (e instanceof Shattered s) {
            return s.unit();
        } else if (e instanceof Surrendered s) {
            return s.unit();
        } else if (e instanceof UnitDestroyed d) {
            return d.unit();
        }
        throw new IllegalArgumentException("no unit outcome: " + e.kind());
    }

    /**
     * The side with active combat units on the field at the end while the other has none. When neither has, the side
     * the last battle fought on the field, or the last surrender of the city there, left holding it; else nobody.
     */
    private static Optional<String> holder(BattleSetup setup, Collection<Unit> end, Optional<String> lastOnField) {
        List<String> present = new ArrayList<>();
        for (Side side : setup.file().sides()) {
            boolean here = end.stream().anyMatch(u -> u.location().equals(setup.field()) && u.isActive()
                    && u.type().isCombatUnit() && side.states().contains(u.state()));
            if (here) {
                present.add(side.id());
            }
        }
        if (present.size() == 1) {
            return Optional.of(present.get(0));
        }
        return present.isEmpty() ? lastOnField : Optional.empty();
    }
}
