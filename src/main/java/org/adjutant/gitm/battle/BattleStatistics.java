package org.adjutant.gitm.battle;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.ToIntFunction;
import org.adjutant.gitm.battle.BattleFile.HistorySide;
import org.adjutant.gitm.battle.BattleFile.Side;
import org.adjutant.gitm.battle.BattleFile.UnitSetup;
import org.adjutant.gitm.battle.SeedResult.Losses;
import org.adjutant.gitm.battle.SeedResult.Outcome;
import org.adjutant.gitm.battle.SeedResult.Source;
import org.adjutant.gitm.event.GarrisonSurrendered;

/**
 * A battle fought over many seeds, summed up (docs/battles.md, "The report"): how often each side held the field,
 * the spread of each side's losses by kind, how often its units fell back, retreated, routed, shattered, surrendered
 * or were destroyed, and the calibration verdicts against history (docs/rules/gitm-9-combat.md, section 22.1).
 *
 * @param seedsWithBattle seeds in which the combat step fought at least one battle
 * @param holders         the share of seeds each side held the field in, by side id, and {@value #NOBODY}
 * @param city            for a file that plays through the end of a turn and has a city on the field (a siege): who
 *                        held the city at the end, and how often it was besieged and its garrison surrendered
 */
public record BattleStatistics(BattleFile file, long firstSeed, int seeds, int seedsWithBattle,
                               Map<String, Double> holders, List<SideStatistics> sides,
                               Optional<CityStatistics> city) {
    /** The key of {@link #holders} for seeds in which neither side held the field. */
    public static final String NOBODY = "none";
    /** A median within this factor of history's figure counts as a match (section 22.1). */
    public static final double FACTOR = 2.0;

    public BattleStatistics {
        holders = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(holders));
        sides = List.copyOf(sides);
    }

    /** How often units of a side had an outcome: in what share of seeds at least one did, and how many on average. */
    public record OutcomeShare(double seeds, double meanUnits) {
    }

    /**
     * The city on the field over all seeds (GITM 10.3).
     *
     * @param holders    the share of seeds each side held it at the end in, by side id, and {@value #NOBODY}
     * @param besieged   the share of seeds in which a siege of it began
     * @param surrenders the share of seeds its garrison surrendered in at the end of a turn, by cause
     * @param meanTurn   the mean turn of those surrenders (0 when there were none)
     */
    public record CityStatistics(Map<String, Double> holders, double besieged,
                                 Map<GarrisonSurrendered.Cause, Double> surrenders, double meanTurn) {
        public CityStatistics {
            holders = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(holders));
            surrenders = java.util.Collections.unmodifiableMap(new EnumMap<>(surrenders));
        }

        /** The share of seeds in which the garrison surrendered, whatever the cause. */
        public double surrendered() {
            return surrenders.values().stream().mapToDouble(Double::doubleValue).sum();
        }
    }

    /**
     * One side over all seeds.
     *
     * @param men       the counted units' men when the battle begins
     * @param heldField the share of seeds it held the field in
     * @param uncounted the spread of the losses of units left out of the figures (all zero when there are none)
     * @param sources   the mean men per seed the counted units lost to each source (those who came back to the ranks
     *                  as a positive number)
     * @param ratio     median total over history's total, when history gives one; for a range, over its nearest
     *                  bound (1 inside it), so the factor of 2 is judged against the bounds (docs/battles.md,
     *                  section 7)
     */
    public record SideStatistics(Side side, int men, int batteries, Distribution killed, Distribution wounded,
                                 Distribution prisoners, Distribution stragglers, Distribution total,
                                 double heldField, Map<Outcome, OutcomeShare> outcomes, Distribution uncounted,
                                 Map<Source, Double> sources, Optional<HistorySide> history, OptionalDouble ratio) {
        public SideStatistics {
            outcomes = java.util.Collections.unmodifiableMap(new EnumMap<>(outcomes));
            sources = java.util.Collections.unmodifiableMap(new EnumMap<>(sources));
        }

        /**
         * The casualty target: the median total within a factor of 2 of history's (between half the low bound and
         * twice the high bound of a range); empty when history gives no total.
         */
        public Optional<Boolean> withinFactor() {
            if (ratio.isEmpty()) {
                return Optional.empty();
            }
            double r = ratio.getAsDouble();
            return Optional.of(r >= 1 / FACTOR && r <= FACTOR);
        }
    }

    public static BattleStatistics of(BattleFile file, long firstSeed, List<SeedResult> results) {
        int n = results.size();
        Map<String, Double> holders = new LinkedHashMap<>();
        for (Side side : file.sides()) {
            holders.put(side.id(), share(results, r -> r.holder().filter(side.id()::equals).isPresent() ? 1 : 0));
        }
        holders.put(NOBODY, share(results, r -> r.holder().isEmpty() ? 1 : 0));
        List<SideStatistics> sides = new ArrayList<>();
        for (Side side : file.sides()) {
            String id = side.id();
            Distribution killed = spread(results, r -> r.sides().get(id).losses().killed());
            Distribution wounded = spread(results, r -> r.sides().get(id).losses().wounded());
            Distribution prisoners = spread(results, r -> r.sides().get(id).losses().prisoners());
            Distribution stragglers = spread(results, r -> r.sides().get(id).losses().stragglers());
            Distribution total = spread(results, r -> r.sides().get(id).losses().total());
            Map<Outcome, OutcomeShare> outcomes = new EnumMap<>(Outcome.class);
            for (Outcome o : Outcome.values()) {
                double any = share(results, r -> r.sides().get(id).units(o) > 0 ? 1 : 0);
                double mean = n == 0 ? 0 : results.stream().mapToInt(r -> r.sides().get(id).units(o)).sum()
                        / (double) n;
                outcomes.put(o, new OutcomeShare(any, mean));
            }
            Distribution uncounted = spread(results, r -> r.uncounted().getOrDefault(id, Losses.NONE).total());
            Map<Source, Double> sources = new EnumMap<>(Source.class);
            for (Source from : Source.values()) {
                sources.put(from, n == 0 ? 0 : results.stream().mapToInt(r -> r.sides().get(id).sources().get(from))
                        .sum() / (double) n);
            }
            Optional<HistorySide> history = file.history().map(h -> h.sides().get(id));
            OptionalDouble ratio = history.flatMap(HistorySide::total).map(t -> t.ratio(total.median()))
                    .orElse(OptionalDouble.empty());
            int men = side.counted().stream().mapToInt(UnitSetup::men).sum();
            int batteries = side.counted().stream().mapToInt(UnitSetup::batteries).sum();
            sides.add(new SideStatistics(side, men, batteries, killed, wounded, prisoners, stragglers, total,
                    holders.get(id), outcomes, uncounted, sources, history, ratio));
        }
        int withBattle = (int) results.stream().filter(r -> r.battlesFought() > 0).count();
        return new BattleStatistics(file, firstSeed, n, withBattle, holders, sides, city(file, results));
    }

    /** The city's figures, for a file that plays through the end of a turn with a city on the field. */
    private static Optional<CityStatistics> city(BattleFile file, List<SeedResult> results) {
        if (!file.endsTurns() || !file.field().hasCity() || results.stream().anyMatch(r -> r.city().isEmpty())) {
            return Optional.empty();
        }
        Map<String, Double> holders = new LinkedHashMap<>();
        for (Side side : file.sides()) {
            holders.put(side.id(), share(results, r -> r.city().orElseThrow().holder().filter(side.id()::equals)
                    .isPresent() ? 1 : 0));
        }
        holders.put(NOBODY, share(results, r -> r.city().orElseThrow().holder().isEmpty() ? 1 : 0));
        double besieged = share(results, r -> r.city().orElseThrow().besieged() ? 1 : 0);
        Map<GarrisonSurrendered.Cause, Double> surrenders = new EnumMap<>(GarrisonSurrendered.Cause.class);
        for (GarrisonSurrendered.Cause cause : GarrisonSurrendered.Cause.values()) {
            surrenders.put(cause, share(results, r -> r.city().orElseThrow().surrender()
                    .filter(g -> g.cause() == cause).isPresent() ? 1 : 0));
        }
        double meanTurn = results.stream().flatMap(r -> r.city().orElseThrow().surrender().stream())
                .mapToInt(SeedResult.GarrisonSurrender::turn).average().orElse(0);
        return Optional.of(new CityStatistics(holders, besieged, surrenders, meanTurn));
    }

    /**
     * The holder target: the historical holder held the field (in a siege, the city: {@link #judgedHolders}) in more
     * than half the seeds; empty without history.
     */
    public Optional<Boolean> holderMet() {
        return historicalHolderShare().isPresent() ? Optional.of(historicalHolderShare().getAsDouble() > 0.5)
                : Optional.empty();
    }

    /** The share of seeds in which history's holder held the field (in a siege, the city), if history names one. */
    public OptionalDouble historicalHolderShare() {
        return file.history().map(h -> OptionalDouble.of(judgedHolders().getOrDefault(h.holder().orElse(NOBODY),
                0.0))).orElse(OptionalDouble.empty());
    }

    /**
     * What the holder target judges: who held the field; for a siege (several turns, a city on the field) who held the
     * city at the end, since a siege is won by taking or keeping the city (GITM 10.3), whoever stands on its square
     * after the last shot.
     */
    public Map<String, Double> judgedHolders() {
        return city.map(CityStatistics::holders).orElse(holders);
    }

    private static double share(List<SeedResult> results, ToIntFunction<SeedResult> hit) {
        if (results.isEmpty()) {
            return 0;
        }
        return results.stream().mapToInt(hit).sum() / (double) results.size();
    }

    private static Distribution spread(List<SeedResult> results, ToIntFunction<SeedResult> value) {
        return Distribution.of(results.stream().mapToInt(value).toArray());
    }
}
