package org.adjutant.config;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads a game file's {@code standbys:} list and {@code silent-players:} section, every error with its line:
 * <pre>
 * standbys:
 *   - {name: Winfield Scott, email: scott@example.org, time-zone: America/New_York}
 * silent-players: {after: 3, offer: approve, volunteers: true}
 * </pre>
 * Volunteers by mail are taken in a game that counts silent seats, unless it says {@code volunteers: false}; a game
 * without the section takes none (its moderators may still keep a list, in the file or by {@code STANDBY ADD}).
 * A standby is nobody else in the game yet: his address may be no seated player's, moderator's or observer's, since
 * the seat he would take comes with its own password and mail.
 */
final class StandbysReader {
    /** More turns than any war runs: a count beyond it is a slip of the keyboard. */
    static final int MAX_SILENT_AFTER = 100;

    private StandbysReader() {
    }

    static Standbys read(Section top, List<PlayerConfig> players, List<String> moderators,
                         List<ObserverConfig> observers) {
        List<Standbys.Standby> list = top.list("standbys").map(items -> list(top, items, players, moderators,
                observers)).orElse(List.of());
        int after = 0;
        Standbys.Offer offer = Standbys.Offer.APPROVE;
        boolean volunteers = false;
        Optional<Section> silence = top.section("silent-players", false);
        if (silence.isPresent()) {
            Section s = silence.get();
            after = s.integer("after", true).filter(n -> {
                if (n < 1 || n > MAX_SILENT_AFTER) {
                    s.error(s.node("after").orElseThrow(), "'after' is how many turns in a row without orders make a"
                            + " role silent: 1 to " + MAX_SILENT_AFTER + ", not " + n);
                    return false;
                }
                return true;
            }).map(Long::intValue).orElse(0);
            offer = s.text("offer").flatMap(o -> switch (o.toLowerCase(Locale.ROOT)) {
                case "approve" -> Optional.of(Standbys.Offer.APPROVE);
                case "auto" -> Optional.of(Standbys.Offer.AUTO);
                default -> {
                    s.error(s.node("offer").orElseThrow(), "'offer' is approve (the moderators confirm each seating)"
                            + " or auto (the next standby is seated at once), not '" + o + "'");
                    yield Optional.empty();
                }
            }).orElse(Standbys.Offer.APPROVE);
            volunteers = s.bool("volunteers").orElse(true);
            s.rejectUnknownKeys();
        }
        return new Standbys(list, after, offer, volunteers);
    }

    private static List<Standbys.Standby> list(Section top, List<YamlNode> items, List<PlayerConfig> players,
                                               List<String> moderators, List<ObserverConfig> observers) {
        Set<String> taken = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        players.forEach(p -> taken.add(p.email()));
        taken.addAll(moderators);
        observers.forEach(o -> taken.add(o.email()));
        Set<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        players.forEach(p -> names.add(p.name()));
        List<Standbys.Standby> out = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (YamlNode item : items) {
            Optional<Section> o = Section.of(top.file(), item, "a standby", top.errors(), top.textFilter());
            if (o.isEmpty()) {
                continue;
            }
            Section s = o.get();
            int before = s.errors().size();
            Optional<String> name = s.requiredText("name");
            Optional<String> email = s.requiredText("email").flatMap(e -> ServerConfigLoader.email(s, "email", e));
            Optional<String> zone = s.text("time-zone").flatMap(z -> GameConfigLoader.zone(s, z))
                    .map(ZoneId::getId);
            s.rejectUnknownKeys();
            name.filter(names::contains).ifPresent(n -> s.error(s.node("name").orElseThrow(), "'" + n + "' is the "
                    + "name of a player of this file: a standby takes a seat under a name of his own"));
            email.ifPresent(e -> s.ownAddress(e, taken, " plays, moderates or observes this game already: a standby"
                    + " is someone who does not", seen, item.line(), "standby"));
            if (s.errors().size() == before) {
                out.add(new Standbys.Standby(name.orElseThrow(), email.orElseThrow(), zone.orElse("")));
            }
        }
        return out;
    }
}
