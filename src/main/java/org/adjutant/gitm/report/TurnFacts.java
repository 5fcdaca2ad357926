package org.adjutant.gitm.report;

import org.adjutant.gitm.detection.Detection;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.tactical.Landmarks;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.TurnLabel;
import org.adjutant.ruleset.TurnOutcome;

/**
 * What every report of one turn shares, worked out once for the hundreds of recipients of a deadline: the position
 * after the turn with its detection, the position before it (the War Minister's GITM 4.7 intelligence is one turn
 * old), the turn's report dice, and the tactical maps. One per thread, since {@link Detection} is not thread-safe;
 * the threads of one turn share the dice and the tactical pictures already drawn.
 */
final class TurnFacts {
    final GitmState before;
    final GitmState after;
    final int turn;
    /** What players call the turn (the position before it is that turn's start). */
    final TurnLabel label;
    final TurnOutcome outcome;
    final StrategicMap map;
    final TacticalMaps tacticalMaps;
    final Detection detection;
    final DiceSource dice;
    final EventNarrator narrator;
    /** How the turn's reports name places: by the map's cities and rivers; shared by the threads (read-only). */
    final PlaceNames places;
    /** The turn's events by observer; shared by the threads of one turn (read-only once built). */
    final ObservedEvents observed;
    private Detection beforeDetection;
    private TreasuryStanding standing;
    /**
     * Tactical pictures already drawn this turn, by square, markers and sieges: a side sees one tactical map the same
     * (GITM 4.6), so every player of that side with units in the square gets the same picture.
     */
    private final java.util.Map<String, byte[]> tacticalPictures;
    /**
     * Strategic pictures already drawn this turn, by window, symbols and flag key: players of one side whose units
     * stand in the same squares see the same window with the same symbols (the labels that tell their own units
     * apart are in the text, not the picture), and at a big deadline the picture is a third of the robot's work.
     */
    private final java.util.Map<String, byte[]> strategicPictures;

    TurnFacts(GitmState before, int turn, TurnOutcome outcome, StrategicMap map, TacticalMaps tacticalMaps,
              DiceSource dice) {
        this(before, turn, outcome, map, tacticalMaps, dice, new java.util.concurrent.ConcurrentHashMap<>(),
                new java.util.concurrent.ConcurrentHashMap<>(), new ObservedEvents(outcome.events()),
                new Landmarks(tacticalMaps));
    }

    /** Facts for another thread of the same turn: its own detection, the same dice and shared pictures. */
    TurnFacts sibling() {
        return new TurnFacts(before, turn, outcome, map, tacticalMaps, dice, tacticalPictures, strategicPictures,
                observed, places);
    }

    private TurnFacts(GitmState before, int turn, TurnOutcome outcome, StrategicMap map, TacticalMaps tacticalMaps,
                      DiceSource dice, java.util.Map<String, byte[]> tacticalPictures,
                      java.util.Map<String, byte[]> strategicPictures, ObservedEvents observed,
                      PlaceNames places) {
        this.tacticalPictures = tacticalPictures;
        this.strategicPictures = strategicPictures;
        this.observed = observed;
        this.before = before;
        this.after = (GitmState) outcome.next();
        this.turn = turn;
        this.label = CampaignCalendar.label(before.campaign(), before.turn());
        this.outcome = outcome;
        this.map = map;
        this.tacticalMaps = tacticalMaps;
        this.detection = Detection.of(after, map);
        this.dice = dice;
        this.places = places;
        this.narrator = new EventNarrator(detection, before, dice, places);
    }

    boolean isFor(GitmState b, int t, TurnOutcome o) {
        return before == b && turn == t && outcome == o;
    }

    byte[] tacticalPicture(String key, java.util.function.Supplier<byte[]> draw) {
        return tacticalPictures.computeIfAbsent(key, k -> draw.get());
    }

    byte[] strategicPicture(String key, java.util.function.Supplier<byte[]> draw) {
        return strategicPictures.computeIfAbsent(key, k -> draw.get());
    }

    /** Detection in the position before the turn, for GITM 4.7 (the same map: the theatre does not change). */
    Detection beforeDetection() {
        if (beforeDetection == null) {
            beforeDetection = Detection.of(before, map);
        }
        return beforeDetection;
    }

    /** The closing lines of the treasury statements (docs/rules/sow.md section 19.1), reckoned once per thread. */
    TreasuryStanding standing() {
        if (standing == null) {
            standing = new TreasuryStanding(after, map, tacticalMaps, dice);
        }
        return standing;
    }
}
