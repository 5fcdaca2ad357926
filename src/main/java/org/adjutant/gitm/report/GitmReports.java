package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.WeakHashMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.adjutant.gitm.detection.ArmLetters;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.detection.PlayerView;
import org.adjutant.gitm.detection.Viewer;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.tactical.Landmarks;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.render.FlagKey;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.politics.Presidents;
import org.adjutant.gitm.politics.StateOffices;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.Visibility;

/**
 * The reports of GITM 5.3 for one person after a turn: the events his units observed and the position at the start
 * of the next turn. A commander or deputy (GITM 3.4) gets both for all the units he holds, in one mail each however
 * many units that is; a War Minister's cover every unit of his state and add his GITM 4.7 intelligence; a moderator
 * gets one summary with the whole truth. Nothing reaches a player unless his units saw it (GITM 4.4-4.6).
 *
 * <p>The work shared by a turn's recipients (dice, tactical maps and pictures) is done once per turn. Calls may come
 * from several threads at once (the robot renders a deadline's reports on more than one core): each thread gets its
 * own detection of the position, which is not thread-safe, and every report is the same whichever thread drew it,
 * since the dice are keyed by purpose, not drawn in sequence.
 */
public final class GitmReports {
    private final Function<String, Optional<StrategicMap>> maps;
    private final ReportLimits limits;
    private final PositionReport positions;
    private final Map<StrategicMap, TacticalMaps> tactical = Collections.synchronizedMap(new WeakHashMap<>());
    private final BiFunction<GitmState, Integer, DiceSource> dice;
    /** The first facts made for the turn being reported; other threads copy it. Guarded by {@code this}. */
    private TurnFacts last;
    private final ThreadLocal<TurnFacts> mine = new ThreadLocal<>();

    public GitmReports(Function<String, Optional<StrategicMap>> maps) {
        this(maps, ReportLimits.STANDARD, ReportDice::forTurn);
    }

    /**
     * @param dice the report dice of a turn from the position before it and the turn number; the robot's default
     *             digests the position (see {@code ReportDice}), tests may pin it
     */
    public GitmReports(Function<String, Optional<StrategicMap>> maps, ReportLimits limits,
                       BiFunction<GitmState, Integer, DiceSource> dice) {
        this.maps = maps;
        this.limits = limits;
        this.positions = new PositionReport(limits);
        this.dice = dice;
    }

    /** The turn's lines for the public history ({@link PublicNews}), places named from the map as in the reports. */
    public List<String> publicNews(GitmState before, TurnOutcome outcome) {
        StrategicMap map = ((GitmState) outcome.next()).map(maps);
        return PublicNews.of(before, (GitmState) outcome.next(), outcome.events(),
                new Landmarks(tactical.computeIfAbsent(map, TacticalMaps::new)));
    }

    public List<ReportDraft> forRecipient(GitmState before, int turn, TurnOutcome outcome, Recipient seated) {
        TurnFacts facts = facts(before, turn, outcome);
        // docs/rules/politics.md section 4: he reads as the offices he holds when the turn ends, the presidency too
        Recipient r = Presidents.effective(facts.after, seated);
        if (r.moderator()) {
            // The turn that ends the game adds the final report to the whole truth (docs/rules/sow.md 17.6).
            return FinalReport.of(facts.after, facts.map, facts.outcome.events())
                    .map(fin -> List.of(summary(facts), fin))
                    .orElseGet(() -> List.of(summary(facts)));
        }
        SortedSet<String> ministerOf = ministerOf(facts.after, r);
        Set<String> entitled = entitledUnits(facts.after, r, ministerOf);
        Set<String> observers = new TreeSet<>(entitled);
        // A unit destroyed during the turn still saw what happened to it before it went.
        observers.addAll(r.units());
        // Events told to an office (a War Minister learns of his state's cities besieged or lost, GITM 3.4, and of his
        // supply movements, docs/rules/gitm-10-supply.md section 14) reach whoever holds it, and those of the offices
        // his own oversees (docs/rules/politics.md section 3); office ids never collide with unit ids.
        observers.addAll(StateOffices.observed(r.offices()));
        // Public events (a campaign's end, the game's end) reach every player.
        observers.add(Visibility.EVERYONE);
        List<Unit> units = inIdOrder(facts.after, entitled);
        Viewer viewer = viewer(facts.after, r, units);

        List<ReportDraft> drafts = new ArrayList<>();
        List<Map<String, Object>> lines = facts.narrator.lines(facts.observed, observers, viewer).stream()
                .map(l -> Map.<String, Object>of("phase", l.phase(), "text", l.text())).toList();
        Map<String, Object> events = new LinkedHashMap<>(turnNames(facts));
        events.put("events", lines);
        events.put("branchKey", ArmLetters.KEY);
        key(events, Abbreviations.of(facts.after, events));
        drafts.add(new ReportDraft("events", facts.label.name() + ": events", "gitm/events", events, Map.of()));

        PlayerView view = facts.detection.view(viewer, facts.dice);
        PositionReport.Built built = positions.build(facts, view, units, ministerOf,
                BattlesSeen.of(facts.observed.seenByAnyOf(observers)));
        Map<String, Object> model = new LinkedHashMap<>(built.model());
        model.putAll(turnNames(facts));
        model.put("treasury", TreasurySections.of(facts.outcome.events(),
                TreasurySections.officerOf(facts.after, r), facts.after, facts.standing(), false));
        ShipsSection.Built ships = ShipsSection.of(facts.after, facts.map, r);
        model.put("ships", ships.sections());
        key(model, Abbreviations.of(facts.after, model));
        Map<String, byte[]> images = new LinkedHashMap<>(built.images());
        images.putAll(ships.images());
        drafts.add(new ReportDraft("position", facts.label.name() + ": positions", "gitm/position", model,
                images));
        return drafts;
    }

    /** The key of a report's abbreviations: sentences for HTML, the same wrapped in lines for plain text. */
    static void key(Map<String, Object> model, List<String> sentences) {
        model.put("abbreviations", sentences);
        model.put("abbreviationLines", Abbreviations.lines(sentences));
    }

    /** The units whose reports {@code r} receives: his own, and all of a state whose War Minister he is. */
    static Set<String> entitledUnits(GitmState state, Recipient r) {
        return entitledUnits(state, r, ministerOf(state, r));
    }

    private static Set<String> entitledUnits(GitmState state, Recipient r, SortedSet<String> ministerOf) {
        Set<String> units = new TreeSet<>();
        for (String id : r.units()) {
            state.unit(id).ifPresent(u -> units.add(u.id().toString()));
        }
        if (!ministerOf.isEmpty()) {
            for (Unit u : state.units()) {
                if (ministerOf.contains(u.state())) {
                    units.add(u.id().toString());
                }
            }
        }
        return units;
    }

    /** The units of {@code ids} that exist after the turn, in the state's id order (looked up, not scanned for). */
    private static List<Unit> inIdOrder(GitmState state, Set<String> ids) {
        List<Unit> units = new ArrayList<>(ids.size());
        for (String id : ids) {
            state.unit(id).ifPresent(units::add);
        }
        units.sort(java.util.Comparator.comparing(Unit::id));
        return units;
    }

    /**
     * The states whose whole army {@code r} oversees as its War Minister (GITM 3.4), Prime Minister or Monarch
     * (docs/rules/politics.md section 3): he reads the position a War Minister reads.
     */
    static SortedSet<String> ministerOf(GitmState state, Recipient r) {
        SortedSet<String> states = StateOffices.overseen(r.offices());
        states.retainAll(state.states().keySet());
        return states;
    }

    /**
     * Whom the position is drawn for: every unit he receives reports of (a War Minister's whole state), on the side
     * of their states and of the states he serves.
     */
    private static Viewer viewer(GitmState state, Recipient r, List<Unit> units) {
        Viewer personal = Viewer.of(r, state);
        SortedSet<UnitId> ids = new TreeSet<>(personal.units());
        units.forEach(u -> ids.add(u.id()));
        SortedSet<String> side = new TreeSet<>(personal.side());
        units.forEach(u -> side.add(u.state()));
        return new Viewer(personal.key(), ids, side);
    }

    private ReportDraft summary(TurnFacts facts) {
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("events", EventNarrator.all(facts.outcome.events(), facts.places).stream()
                .map(l -> Map.<String, Object>of("phase", l.phase(), "text", l.text())).toList());
        model.put("units", PositionReport.statuses(facts, facts.after.units()));
        model.put("fortKey", Unit.FORT_SUFFIX_KEY);
        model.put("unitsInFort", facts.after.units().stream().anyMatch(Unit::inFort));
        model.putAll(turnNames(facts));
        SortedSet<StrategicSquare> occupied = new TreeSet<>(facts.after.unitsBySquare().keySet());
        PositionMaps.Drawn drawn = new PositionMaps().draw(facts.map, occupied, limits.strategicRadius(),
                BattlesSeen.of(facts.outcome.events()).onStrategicMap(PositionMaps.wholeTruth(facts.after)),
                FlagKey.NATIONS, new org.adjutant.gitm.render.CityLegend(facts.after::city, null));
        model.put("hasMap", drawn.png().length > 0);
        model.put("mapCid", PositionReport.STRATEGIC_CID);
        model.put("mapText", drawn.text());
        model.put("sieges", SiegeNotes.all(facts.after, facts.map));
        model.put("treasury", TreasurySections.all(facts.outcome.events(), facts.after, facts.standing()));
        key(model, Abbreviations.of(facts.after, model));
        Map<String, byte[]> images = drawn.png().length > 0 ? Map.of(PositionReport.STRATEGIC_CID, drawn.png())
                : Map.of();
        return new ReportDraft("summary", facts.label.name() + ": moderator's summary", "gitm/summary", model,
                images);
    }

    /**
     * The names every report of a turn gives it (GITM 5.1, 7.18; {@link CampaignCalendar#label}): {@code turnName} for
     * headings, {@code turnText} inside a sentence, and {@code nextText}, the turn the position is the start of, unless
     * the game is over.
     */
    private static Map<String, Object> turnNames(TurnFacts facts) {
        Map<String, Object> names = new LinkedHashMap<>();
        names.put("turnName", facts.label.name());
        names.put("turnText", facts.label.inText());
        if (!facts.after.isOver()) {
            names.put("nextText", CampaignCalendar.label(facts.after.campaign(), facts.after.turn()).inText());
        }
        return names;
    }

    private TurnFacts facts(GitmState before, int turn, TurnOutcome outcome) {
        TurnFacts own = mine.get();
        if (own != null && own.isFor(before, turn, outcome)) {
            return own;
        }
        TurnFacts fresh;
        synchronized (this) {
            TurnFacts known = last;
            if (known != null && known.isFor(before, turn, outcome)) {
                fresh = known.sibling();
            } else {
                GitmState after = (GitmState) outcome.next();
                StrategicMap map = after.map(maps);
                fresh = new TurnFacts(before, turn, outcome, map, tactical.computeIfAbsent(map, TacticalMaps::new),
                        dice.apply(before, turn));
                last = fresh;
            }
        }
        mine.set(fresh);
        return fresh;
    }
}
