package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.gitm.detection.ArmLetters;
import org.adjutant.gitm.detection.Detection;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.detection.StackEstimate;
import org.adjutant.gitm.detection.StackEstimator;
import org.adjutant.gitm.detection.Viewer;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleJoined;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnEvent;

/**
 * The event report of one player (GITM 5.3): the events his units observed, in the order the turn ran them, told as
 * he saw them. Which events he hears of is decided by their {@code Visibility} (GITM 4.4-4.6); how they read is
 * decided here: units of his own side and active allies are named, while hostile and neutral units are never named
 * but described as their state and an estimated size and branches (GITM 1.4, 4.1), and hostile units doing the same
 * thing in the same phase are told as one group, e.g. "an enemy MEX brigade (infantry, artillery) arrived in ...".
 */
final class EventNarrator {
    /** One line of the report. */
    record Line(String phase, String text) {
    }

    private static final Pattern UNIT_ID = Pattern.compile("\\b(?:US|MX)\\d{1,4}[A-Z]{2}\\b");
    private static final String PLACEHOLDER = "\u0000";
    /** Events that only read a player's own orders back to him (visible to that unit alone). */
    private static final Set<String> ECHOES = Set.of("orders-recorded", "office-orders-recorded");

    private final Detection detection;
    private final GitmState before;
    private final DiceSource dice;
    private final PlaceNames places;

    /** @param places how the readers' map names a place (the same map for every reader: it shows no units) */
    EventNarrator(Detection after, GitmState before, DiceSource dice, PlaceNames places) {
        this.detection = after;
        this.before = before;
        this.dice = dice;
        this.places = places;
    }

    /** The combat events as the viewer may read them (his own exactly, the enemy's as seen and estimated). */
    private BattleNarration battles(Viewer viewer) {
        return new BattleNarration(id -> unit(id.toString()), u -> detection.allegiance(viewer, u), dice,
                places);
    }

    /** Every event observed by one of {@code entitled}, as {@code viewer} reads it. */
    List<Line> lines(ObservedEvents events, Set<String> entitled, Viewer viewer) {
        Map<Key, List<Unit>> groups = new LinkedHashMap<>();
        BattleNarration battles = battles(viewer);
        for (TurnEvent e : latestBattleLines(events.seenByAnyOf(entitled))) {
            if (ECHOES.contains(e.kind())) {
                // His own orders read back to him: his words, whatever unit ids he wrote in them.
                groups.put(new Key(e.phase(), e.describe(), e.describe()), new ArrayList<>());
                continue;
            }
            String sentence = e instanceof GitmEvent g ? g.describe(places) : e.describe();
            if (BattleNarration.tells(e)) {
                Optional<String> told = battles.sentence((GitmEvent) e, viewer);
                if (told.isEmpty()) {
                    continue;
                }
                sentence = told.get();
            }
            Told told = tell(sentence, viewer);
            Key key = new Key(e.phase(), told.template(), told.strangers().size() == 1 ? "" : told.individual());
            groups.computeIfAbsent(key, k -> new ArrayList<>()).addAll(told.strangers());
        }
        List<Line> lines = new ArrayList<>();
        groups.forEach((key, strangers) -> lines.add(new Line(key.phase(), render(key, strangers, viewer))));
        return lines;
    }

    /**
     * A battle grows during a phase as units join it (GITM 8.3, 8.10), and the engine records each growth; a player
     * reads only the battle as it finally stood in that phase, after the moves that fed it. When it was fought, its
     * outcome takes that place, so the reader meets who fought, who holds the field and what it cost in one line,
     * with the details (morale, routs, each unit's losses) after it.
     */
    private static List<TurnEvent> latestBattleLines(List<TurnEvent> seen) {
        Map<String, Integer> last = new java.util.HashMap<>();
        Map<String, TurnEvent> fought = new java.util.HashMap<>();
        for (int i = 0; i < seen.size(); i++) {
            String place = battlePlace(seen.get(i));
            if (place != null) {
                last.put(place, i);
            } else if (seen.get(i) instanceof BattleFought b) {
                fought.put(foughtPlace(b), b);
            }
        }
        if (last.isEmpty()) {
            return seen;
        }
        List<TurnEvent> kept = new ArrayList<>(seen.size());
        for (int i = 0; i < seen.size(); i++) {
            TurnEvent e = seen.get(i);
            String place = battlePlace(e);
            if (place == null) {
                if (!(e instanceof BattleFought b) || !last.containsKey(foughtPlace(b))) {
                    kept.add(e);
                }
            } else if (last.get(place) == i) {
                kept.add(fought.getOrDefault(place, e));
            }
        }
        return kept;
    }

    private static String foughtPlace(BattleFought b) {
        return b.phase() + "|" + b.square() + "|" + b.at();
    }

    /** Phase and place of a battle joined, or null for any other event. */
    private static String battlePlace(TurnEvent e) {
        return e instanceof BattleJoined j ? j.phase() + "|" + j.square() + "|" + j.at() : null;
    }

    /** The whole truth, for the moderator: every event as the engine tells it, its places named on the map. */
    static List<Line> all(List<TurnEvent> events, PlaceNames places) {
        return events.stream().map(e -> new Line(e.phase(),
                e instanceof GitmEvent g ? g.describe(places) : e.describe())).toList();
    }

    private record Key(String phase, String template, String individual) {
    }

    /**
     * @param template    the sentence with each stranger's id replaced by a placeholder
     * @param strangers   the hostile or neutral units named, in order of mention
     * @param individual  when more than one stranger is named, the sentence already told (no grouping)
     */
    private record Told(String template, List<Unit> strangers, String individual) {
    }

    private Told tell(String sentence, Viewer viewer) {
        Matcher m = UNIT_ID.matcher(sentence);
        StringBuilder template = new StringBuilder();
        List<Unit> strangers = new ArrayList<>();
        while (m.find()) {
            Optional<Unit> unit = unit(m.group());
            if (unit.isEmpty() && org.adjutant.gitm.naval.ShipId.parse(m.group()).isPresent()) {
                // a ship: her own side's officers read her id (they hear of her alone, docs/rules/naval.md); any
                // other ship is not named, as no stranger is
                boolean own = ownShip(m.group(), viewer);
                m.appendReplacement(template, own ? Matcher.quoteReplacement(m.group()) : "an unidentified ship");
            } else if (unit.isPresent() && detection.allegiance(viewer, unit.get()) != Allegiance.FRIENDLY) {
                strangers.add(unit.get());
                m.appendReplacement(template, PLACEHOLDER);
            } else if (unit.isEmpty()) {
                // An id the position does not know is not one of his own side's units: never print it.
                m.appendReplacement(template, "unidentified troops");
            } else {
                m.appendReplacement(template, Matcher.quoteReplacement(m.group()));
            }
        }
        m.appendTail(template);
        String t = template.toString();
        String individual = "";
        if (strangers.size() > 1) {
            // A list of one state's units ("US1IN, US3IN, US2LC") is seen as one body of troops and estimated as
            // one, as an officer would report a column; units of other states, or named apart, each on their own.
            String[] parts = t.split(PLACEHOLDER, -1);
            StringBuilder each = new StringBuilder(parts[0]);
            int k = 0;
            while (k < strangers.size()) {
                List<Unit> body = new ArrayList<>(List.of(strangers.get(k)));
                while (k + 1 < strangers.size() && parts[k + 1].equals(", ")
                        && strangers.get(k + 1).state().equals(body.get(0).state())) {
                    body.add(strangers.get(++k));
                }
                k++;
                each.append(describe(body, viewer, t + " #" + k)).append(parts[k]);
            }
            individual = capitalise(each.toString());
        }
        return new Told(t, strangers, individual);
    }

    private String render(Key key, List<Unit> strangers, Viewer viewer) {
        if (!key.individual().isEmpty()) {
            return key.individual();
        }
        if (strangers.isEmpty()) {
            return key.template();
        }
        return capitalise(key.template().replace(PLACEHOLDER,
                describe(strangers, viewer, key.phase() + ": " + key.template())));
    }

    /** "an enemy MEX brigade (infantry, artillery)": state, estimated size and branches (GITM 1.4, 4.1). */
    private String describe(List<Unit> units, Viewer viewer, String what) {
        Unit first = units.get(0);
        Allegiance a = detection.allegiance(viewer, first);
        String stateId = first.state();
        List<Unit> sameState = units.stream().filter(u -> u.state().equals(stateId)).toList();
        StackEstimate estimate = StackEstimator.approximate(sameState,
                dice.dice("GITM 4.4 event estimate for " + viewer.key() + " of " + what), what);
        String side = a == Allegiance.HOSTILE ? "enemy" : "neutral";
        String size = estimate.size();
        String body = side + " " + stateId + " " + size + " (" + armWords(estimate.arms()) + ")";
        if (Character.isDigit(size.charAt(0))) {
            // "2 divisions": the number leads.
            int space = size.indexOf(' ');
            return size.substring(0, space) + " " + side + " " + stateId + size.substring(space) + " ("
                    + armWords(estimate.arms()) + ")";
        }
        if (size.endsWith("s")) {
            return body;
        }
        return (side.startsWith("e") ? "an " : "a ") + body;
    }

    static String armWords(String letters) {
        List<String> words = new ArrayList<>();
        for (char c : letters.toCharArray()) {
            words.add(ArmLetters.word(c));
        }
        return String.join(", ", words);
    }

    /**
     * Whether the id is a ship of the viewer's side (the transports his units sail in): named as it is. Any other
     * ship's id stays unprinted, as an unknown unit's does.
     */
    private boolean ownShip(String id, Viewer viewer) {
        GitmState now = detection.state();
        Optional<String> owner = shipState(id);
        return owner.isPresent() && viewer.side().stream().anyMatch(s -> s.equals(owner.get())
                || now.state(s).isPresent() && now.state(owner.get()).isPresent()
                && now.relation(s, owner.get()) == org.adjutant.gitm.state.Relation.ALLIED);
    }

    /**
     * The state of the ship with this id, afloat or on the stocks, after the turn or before it: a ship launched or
     * laid down this turn, or one whose build was lost, is her state's all the same (docs/rules/naval.md section 13),
     * and a prize taken this turn is her captor's under the id she was given.
     */
    private Optional<String> shipState(String id) {
        Optional<org.adjutant.gitm.naval.ShipId> parsed = org.adjutant.gitm.naval.ShipId.parse(id);
        if (parsed.isEmpty()) {
            return Optional.empty();
        }
        for (GitmState s : List.of(detection.state(), before)) {
            org.adjutant.gitm.naval.Navy navy = s.navy();
            Optional<String> state = navy.ship(parsed.get()).map(org.adjutant.gitm.naval.Ship::state)
                    .or(() -> Optional.ofNullable(navy.building().get(parsed.get()))
                            .map(org.adjutant.gitm.naval.Keel::state));
            if (state.isPresent()) {
                return state;
            }
        }
        return Optional.empty();
    }

    private Optional<Unit> unit(String id) {
        Optional<UnitId> parsed = UnitId.parse(id);
        if (parsed.isEmpty()) {
            return Optional.empty();
        }
        Optional<Unit> now = detection.state().unit(parsed.get());
        return now.isPresent() ? now : before.unit(parsed.get());
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
