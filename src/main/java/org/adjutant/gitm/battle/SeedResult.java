package org.adjutant.gitm.battle;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.battle.BattleFile.Side;
import org.adjutant.gitm.battle.BattleFile.UnitSetup;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.FellBack;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.Retreated;
import org.adjutant.gitm.event.Routed;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * What one seed's battle came to, per side: who held the field, each side's losses by kind (GITM 9.13) and how many
 * of its units fell back, retreated, routed, shattered, surrendered or were destroyed. Read from the turn's events
 * and the position at the end, nothing else; units a file marks {@code counted: false} are kept apart.
 *
 * @param holder        the side holding the field at the end, empty when neither does
 * @param battlesFought battles the combat step fought, anywhere, in any phase
 * @param sides         by side id, in the file's order
 * @param uncounted     the losses of units the file leaves out of the side figures, by side id
 */
public record SeedResult(long seed, Optional<String> holder, int battlesFought, Map<String, SideResult> sides,
                         Map<String, Losses> uncounted) {
    public SeedResult {
        sides = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sides));
        uncounted = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(uncounted));
    }

    /** What may happen to a unit in a battle, besides standing (GITM 9.8, 9.9, 12). */
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

    /** Men lost, by kind (GITM 9.13). */
    public record Losses(int killed, int wounded, int prisoners, int stragglers) {
        public static final Losses NONE = new Losses(0, 0, 0, 0);

        public int total() {
            return killed + wounded + prisoners + stragglers;
        }

        Losses plus(CasualtiesSuffered c) {
            return new Losses(killed + c.killed(), wounded + c.wounded(), prisoners + c.prisoners(),
                    stragglers + c.stragglers());
        }
    }

    /**
     * @param losses   the counted units' losses
     * @param outcomes how many counted units had each outcome at least once
     */
    public record SideResult(Losses losses, Map<Outcome, Integer> outcomes) {
        public SideResult {
            Map<Outcome, Integer> all = new EnumMap<>(Outcome.class);
            for (Outcome o : Outcome.values()) {
                all.put(o, outcomes.getOrDefault(o, 0));
            }
            outcomes = java.util.Collections.unmodifiableMap(all);
        }

        public int units(Outcome o) {
            return outcomes.get(o);
        }
    }

    /** The result of one seed's play. */
    public static SeedResult of(BattleSetup setup, BattlePlay play) {
        return of(setup, play.seed(), play.events(), play.end().units());
    }

    /**
     * The result of a seed from its events and the units at the end: the statistics' only inputs, so a test can
     * hand in any event stream.
     */
    public static SeedResult of(BattleSetup setup, long seed, List<GitmEvent> events, Collection<Unit> end) {
        BattleFile file = setup.file();
        Map<String, Losses> counted = new LinkedHashMap<>();
        Map<String, Losses> uncounted = new LinkedHashMap<>();
        Map<String, Map<Outcome, Set<UnitId>>> outcomes = new LinkedHashMap<>();
        Map<UnitId, UnitSetup> units = new LinkedHashMap<>();
        for (Side side : file.sides()) {
            counted.put(side.id(), Losses.NONE);
            uncounted.put(side.id(), Losses.NONE);
            outcomes.put(side.id(), new EnumMap<>(Outcome.class));
            side.units().forEach(u -> units.put(u.id(), u));
        }
        int battles = 0;
        Optional<BattleFought> lastOnField = Optional.empty();
        for (GitmEvent e : events) {
            if (e instanceof BattleFought b) {
                battles++;
                if (new Location(b.square(), b.at()).equals(setup.field())) {
                    lastOnField = Optional.of(b);
                }
            } else if (e instanceof CasualtiesSuffered c && units.containsKey(c.unit())) {
                String side = file.sideOf(c.unit()).id();
                Map<String, Losses> into = units.get(c.unit()).counted() ? counted : uncounted;
                into.put(side, into.get(side).plus(c));
            } else {
                outcome(e).ifPresent(o -> {
                    UnitId unit = unitOf(e);
                    if (units.containsKey(unit) && units.get(unit).counted()) {
                        outcomes.get(file.sideOf(unit).id()).computeIfAbsent(o, k -> new HashSet<>()).add(unit);
                    }
                });
            }
        }
        Map<String, SideResult> sides = new LinkedHashMap<>();
        for (Side side : file.sides()) {
            Map<Outcome, Integer> n = new EnumMap<>(Outcome.class);
            outcomes.get(side.id()).forEach((o, ids) -> n.put(o, ids.size()));
            sides.put(side.id(), new SideResult(counted.get(side.id()), n));
        }
        return new SeedResult(seed, holder(setup, end, lastOnField), battles, sides, uncounted);
    }

    private static Optional<Outcome> outcome(GitmEvent e) {
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
     * The side with active combat units on the field at the end while the other has none. When neither has, the
     * side the last battle fought on the field left holding it; else nobody.
     */
    private static Optional<String> holder(BattleSetup setup, Collection<Unit> end,
                                           Optional<BattleFought> lastOnField) {
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
        if (present.isEmpty() && lastOnField.isPresent()) {
            BattleFought b = lastOnField.get();
            List<UnitId> winners = b.holder() == BattleSide.ATTACKERS ? b.attackers()
                    : b.holder() == BattleSide.DEFENDERS ? b.defenders() : List.of();
            return winners.stream().filter(u -> setup.file().sides().stream()
                    .anyMatch(s -> s.units().stream().anyMatch(x -> x.id().equals(u))))
                    .findFirst().map(u -> setup.sideOf(u).id());
        }
        return Optional.empty();
    }
}
