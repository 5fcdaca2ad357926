package org.adjutant.config;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads a game file's {@code observers:} list, every error with its line:
 * <pre>
 * observers:
 *   - {name: Justin Smith, email: smith@history.example.org, sees: all, delay: 2}
 *   - {name: A Mexican Officer, email: officer@example.org, sees: arista}
 * </pre>
 * An observer is nobody else in the game: his address may be no player's or moderator's, since mail to that address
 * would carry what the observer may not yet see.
 */
final class ObserversReader {
    /** Without {@code delay}: two turns, so that nothing an observer reads can still be of use to a side. */
    static final int DEFAULT_DELAY = 2;

    private ObserversReader() {
    }

    static List<ObserverConfig> read(Section top, List<YamlNode> items, List<PlayerConfig> players,
                                     List<String> moderators) {
        Set<String> roles = new TreeSet<>();
        Set<String> taken = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (PlayerConfig p : players) {
            p.role().ifPresent(roles::add);
            taken.add(p.email());
        }
        taken.addAll(moderators);
        List<ObserverConfig> out = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (YamlNode item : items) {
            Optional<Section> o = Section.of(top.file(), item, "an observer", top.errors(), top.textFilter());
            if (o.isEmpty()) {
                continue;
            }
            Section s = o.get();
            int before = s.errors().size();
            Optional<String> name = s.requiredText("name");
            Optional<String> email = s.requiredText("email").flatMap(e -> ServerConfigLoader.email(s, "email", e));
            Optional<String> sees = s.requiredText("sees").map(t -> t.strip());
            int delay = s.integer("delay", false).filter(d -> {
                if (d < 1 || d > 100) {
                    s.error(s.node("delay").orElseThrow(), "'delay' is how many turns must run before an observer "
                            + "gets a turn's reports: 1 to 100, not " + d);
                    return false;
                }
                return true;
            }).map(Long::intValue).orElse(DEFAULT_DELAY);
            s.rejectUnknownKeys();
            sees.filter(t -> !t.equalsIgnoreCase("all") && !roles.contains(t)).ifPresent(t -> s.error(
                    s.node("sees").orElseThrow(), "'sees' is all (the whole truth) or the role of a player of this "
                            + "file (" + String.join(", ", roles) + "), not '" + t + "'"));
            email.ifPresent(e -> s.ownAddress(e, taken, " plays or moderates this game: an observer's address must "
                    + "be his alone, or it would get what he may not see yet", seen, item.line(), "observer"));
            if (s.errors().size() == before) {
                String view = sees.orElseThrow();
                out.add(new ObserverConfig(name.orElseThrow(), email.orElseThrow(),
                        view.equalsIgnoreCase("all") ? Optional.empty() : Optional.of(view), delay));
            }
        }
        return out;
    }
}
