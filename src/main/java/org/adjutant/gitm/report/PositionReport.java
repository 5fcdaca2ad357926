package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.detection.ArmLetters;
import org.adjutant.gitm.detection.IntelligenceReport;
import org.adjutant.gitm.detection.MinisterIntelligence;
import org.adjutant.gitm.detection.PlayerView;
import org.adjutant.gitm.detection.StrategicStack;
import org.adjutant.gitm.detection.TacticalView;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.render.FlagKey;
import org.adjutant.gitm.render.Marker;
import org.adjutant.gitm.render.MarkerShape;
import org.adjutant.gitm.render.CityLegend;
import org.adjutant.gitm.render.TacticalMapRenderer;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitStatus;

/**
 * The position report of GITM 5.3 for one viewer, as a template model and its pictures: the status block of each of
 * his units (GITM 3.3), inactive ones last (GITM 11.3); the strategic map around them with what his units detect
 * (GITM 1.4, 4.1, 4.6); the tactical map of every square where he has units with what his side sights there (GITM 2.5,
 * 4.2, 4.6) and the sieges there (GITM 2.7); and for a War Minister the word of his own sources (GITM 4.7). Everything
 * comes from the viewer's {@link PlayerView}, never from the position itself, except his own units' status and the
 * siege notes the rules print on every tactical map.
 */
final class PositionReport {
    static final String STRATEGIC_CID = "strategic-map";

    private final PositionMaps maps = new PositionMaps();
    private final TacticalMapRenderer tacticalRenderer = new TacticalMapRenderer();
    private final ReportLimits limits;

    PositionReport(ReportLimits limits) {
        this.limits = limits;
    }

    /** The model and images; {@code ministerOf} the states whose War Minister he is (empty for a commander). */
    Built build(TurnFacts facts, PlayerView view, List<Unit> units, SortedSet<String> ministerOf) {
        return build(facts, view, units, ministerOf, BattlesSeen.NONE);
    }

    /** ... with the battles the viewer's units saw this turn marked on his maps (GITM 5.3). */
    Built build(TurnFacts facts, PlayerView view, List<Unit> units, SortedSet<String> ministerOf,
                BattlesSeen battles) {
        Map<String, Object> model = new LinkedHashMap<>();
        Map<String, byte[]> images = new LinkedHashMap<>();
        model.put("units", statuses(facts, inReportOrder(units)));
        // Status titles and troop lists show display ids; where one carries the fort suffix, its key goes beside it.
        model.put("fortKey", Unit.FORT_SUFFIX_KEY);
        model.put("unitsInFort", units.stream().anyMatch(Unit::inFort));

        SortedSet<StrategicSquare> centres = new TreeSet<>();
        units.stream().filter(u -> !facts.after.isOffMap(u.id()))
                .forEach(u -> centres.add(u.location().strategic()));
        // cities as the game has left them; stores only of his own states' cities (docs/reports.md)
        java.util.Set<String> own = new TreeSet<>(ministerOf);
        units.forEach(u -> own.add(u.state()));
        CityLegend legend = new CityLegend(facts.after::city, own);
        PositionMaps.Drawn drawn = maps.draw(facts.map, centres, limits.strategicRadius(),
                battles.onStrategicMap(view.markers()), FlagKey.SIDES, legend, facts::strategicPicture);
        model.put("hasMap", drawn.png().length > 0);
        model.put("mapCid", STRATEGIC_CID);
        model.put("mapText", drawn.text());
        if (drawn.png().length > 0) {
            images.put(STRATEGIC_CID, drawn.png());
        }
        model.put("stacks", stacks(view));
        model.put("branchKey", ArmLetters.KEY);

        List<Map<String, Object>> tactical = new ArrayList<>();
        List<Map<String, Object>> moreSquares = new ArrayList<>();
        List<String> sieges = new ArrayList<>();
        int pictures = 0;
        int drawings = 0;
        boolean moreInFort = false;
        for (TacticalView tv : byInterest(facts, view)) {
            SortedSet<String> besieged = SiegeNotes.in(facts.after, facts.map, tv.square());
            List<String> notes = besieged.isEmpty() ? List.of()
                    : SiegeNotes.notes(facts.after, facts.map, tv.square());
            sieges.addAll(notes);
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("square", tv.square().toString());
            entry.put("troops", troopLines(tv));
            entry.put("sieges", notes);
            boolean fortSuffix = tv.all().stream().anyMatch(Unit::inFort);
            entry.put("fortSuffix", fortSuffix);
            if (drawings >= limits.tacticalDrawings() && pictures >= limits.tacticalPictures()) {
                moreSquares.add(entry);
                moreInFort |= fortSuffix;
                continue;
            }
            TacticalMap tm = facts.tacticalMaps.of(tv.square());
            Map<TacticalSquare, List<Marker>> marks = battles.onTacticalMap(tv.square(), tv.markers());
            String cid = "tactical-" + tv.square();
            boolean picture = pictures < limits.tacticalPictures();
            if (picture) {
                String key = tv.square() + " " + marks + " " + besieged;
                images.put(cid, facts.tacticalPicture(key, () -> tacticalRenderer.png(tm, marks, besieged)));
                pictures++;
            }
            entry.put("hasPicture", picture);
            entry.put("cid", cid);
            boolean drawing = drawings < limits.tacticalDrawings();
            entry.put("text", drawing ? tacticalRenderer.text(tm, marks, besieged, legend) : "");
            if (drawing) {
                drawings++;
            }
            tactical.add(entry);
        }
        model.put("tactical", tactical);
        model.put("moreSquares", moreSquares);
        model.put("moreInFort", moreInFort);
        model.put("sieges", sieges);
        model.put("minister", !ministerOf.isEmpty());
        model.put("ministerOf", List.copyOf(ministerOf));
        model.put("intelligence", intelligence(facts, ministerOf));
        model.put("supply", MinisterSupply.sections(facts, ministerOf));
        return new Built(model, images);
    }

    record Built(Map<String, Object> model, Map<String, byte[]> images) {
    }

    /**
     * His units as the position report lists them: active ones, then shattered, then inactive last (GITM 11.3), each
     * group in id order (a stable sort keeps the order it was given).
     */
    static List<Unit> inReportOrder(List<Unit> units) {
        List<Unit> ordered = new ArrayList<>(units);
        ordered.sort(Comparator.comparingInt(PositionReport::listingGroup));
        return ordered;
    }

    private static int listingGroup(Unit u) {
        return switch (u.readiness()) {
            case ACTIVE -> 0;
            case SHATTERED -> 1;
            case INACTIVE -> 2;
        };
    }

    /**
     * Where the status block says the unit is: its squares, the ship it is aboard and where she lies, or the off-map
     * port whose garrison it stands in.
     */
    static String where(TurnFacts facts, Unit u) {
        var navy = facts.after.navy();
        return navy.carrier(u.id()).flatMap(navy::ship)
                .map(g -> "aboard " + g.id() + " in " + facts.map.sea().map(g.station()::describe)
                        .orElse(g.station().key()))
                .or(() -> navy.garrison(u.id()).map(p -> "in garrison at " + p))
                .orElseGet(() -> u.location().describe());
    }

    static List<Map<String, Object>> statuses(TurnFacts facts, List<Unit> units) {
        List<Map<String, Object>> result = new ArrayList<>();
        for (Unit u : units) {
            UnitStatus status = UnitStatus.of(u, facts.after::roleTitle, where(facts, u));
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("title", status.title());
            List<Map<String, String>> fields = new ArrayList<>();
            status.fields().forEach(f -> fields.add(Map.of("label", f.label(), "value", f.value())));
            row.put("fields", fields);
            row.put("text", status.text());
            result.add(row);
        }
        return result;
    }

    /** The strategic stacks as a table: where, whose, how many, in what condition. */
    private static List<Map<String, Object>> stacks(PlayerView view) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (StrategicStack s : view.stacks()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("square", s.square().toString());
            row.put("label", s.label());
            row.put("side", sideWord(s.allegiance()));
            row.put("condition", condition(s.shape()));
            row.put("exact", s.estimate().exact());
            rows.add(row);
        }
        return rows;
    }

    /**
     * Tactical maps in order of interest, so the limits drop the quiet ones: squares where he sights strangers
     * first, then those with more units of his side, then map order.
     */
    private static List<TacticalView> byInterest(TurnFacts facts, PlayerView view) {
        List<TacticalView> views = new ArrayList<>(view.tactical().values());
        views.sort(Comparator.comparing((TacticalView tv) -> strangers(tv) == 0)
                .thenComparing(tv -> -tv.all().size())
                .thenComparing(TacticalView::square));
        return views;
    }

    private static long strangers(TacticalView tv) {
        return tv.markers().values().stream().flatMap(List::stream)
                .filter(m -> m.allegiance() != Allegiance.FRIENDLY).count();
    }

    /** "7-4: US1IN, MX3IN (enemy), MX4IN (enemy, inactive)" for each tactical square with troops. */
    static List<String> troopLines(TacticalView tv) {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<TacticalSquare, List<Marker>> e : tv.markers().entrySet()) {
            List<String> parts = new ArrayList<>();
            for (Marker m : e.getValue()) {
                List<String> notes = new ArrayList<>();
                if (m.allegiance() != Allegiance.FRIENDLY) {
                    notes.add(sideWord(m.allegiance()));
                }
                if (m.shape() != MarkerShape.FLAG) {
                    notes.add(condition(m.shape()));
                }
                parts.add(m.label() + (notes.isEmpty() ? "" : " (" + String.join(", ", notes) + ")"));
            }
            lines.add(e.getKey() + ": " + String.join(", ", parts));
        }
        return lines;
    }

    private static List<String> intelligence(TurnFacts facts, SortedSet<String> ministerOf) {
        List<String> lines = new ArrayList<>();
        for (String stateId : ministerOf) {
            if (facts.before.state(stateId).isEmpty()) {
                continue;
            }
            for (IntelligenceReport r : MinisterIntelligence.reports(facts.beforeDetection(), stateId, facts.dice)) {
                lines.add(r.text());
            }
        }
        return lines;
    }

    static String sideWord(Allegiance a) {
        return switch (a) {
            case FRIENDLY -> "friendly";
            case HOSTILE -> "enemy";
            case NEUTRAL -> "neutral";
            case ALL_THREE -> "mixed";
        };
    }

    static String condition(MarkerShape shape) {
        return switch (shape) {
            case FLAG -> "active";
            case TENT -> "inactive";
            case SHATTERED -> "shattered";
            case BATTLE -> "battle";
        };
    }
}
