package org.adjutant.gitm.state;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The {@code politics} object of a saved position ({@link GitmStateCodec}): written only when the position has a
 * political record, every key optional on reading, so that positions saved before it read and write the same bytes.
 */
final class PoliticsCodec {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private PoliticsCodec() {
    }

    static ObjectNode encode(Politics p) {
        ObjectNode n = NODES.objectNode();
        if (!p.holders().isEmpty()) {
            ObjectNode holders = n.putObject("offices");
            p.holders().forEach(holders::put);
        }
        p.presidency().ifPresent(pr -> {
            ObjectNode o = n.putObject("presidency").put("state", pr.state()).put("needed", pr.needed());
            ArrayNode electors = o.putArray("electors");
            pr.electors().forEach(electors::add);
            ArrayNode eligible = o.putArray("eligible");
            pr.eligible().forEach(eligible::add);
        });
        if (!p.treaties().isEmpty()) {
            ArrayNode treaties = n.putArray("treaties");
            for (Treaty t : p.treaties()) {
                treaties.addObject().put("kind", lower(t.kind())).put("first", t.first()).put("second", t.second())
                        .put("secret", t.secret()).put("campaign", t.campaign()).put("turn", t.turn());
            }
        }
        if (!p.signatures().isEmpty()) {
            ArrayNode signatures = n.putArray("signatures");
            for (Signature s : p.signatures()) {
                signatures.addObject().put("state", s.state()).put("kind", lower(s.kind())).put("other", s.other())
                        .put("secret", s.secret()).put("campaign", s.campaign()).put("turn", s.turn());
            }
        }
        if (!p.shares().isEmpty()) {
            ObjectNode shares = n.putObject("shares");
            p.shares().forEach((giver, parts) -> {
                ObjectNode to = shares.putObject(giver);
                parts.forEach(to::put);
            });
        }
        return n;
    }

    static Politics decode(JsonNode n) {
        if (n == null || n.isNull()) {
            return Politics.NONE;
        }
        SortedMap<String, String> holders = new TreeMap<>();
        n.path("offices").properties().forEach(e -> holders.put(e.getKey(), e.getValue().asText()));
        Optional<Presidency> presidency = Optional.empty();
        JsonNode pr = n.get("presidency");
        if (pr != null && !pr.isNull()) {
            presidency = Optional.of(new Presidency(pr.path("state").asText(), texts(pr.path("electors")),
                    texts(pr.path("eligible")), pr.path("needed").asInt()));
        }
        List<Treaty> treaties = new ArrayList<>();
        for (JsonNode t : n.path("treaties")) {
            treaties.add(new Treaty(kind(t), t.path("first").asText(), t.path("second").asText(),
                    t.path("secret").asBoolean(false), t.path("campaign").asInt(), t.path("turn").asInt()));
        }
        List<Signature> signatures = new ArrayList<>();
        for (JsonNode s : n.path("signatures")) {
            signatures.add(new Signature(s.path("state").asText(), kind(s), s.path("other").asText(),
                    s.path("secret").asBoolean(false), s.path("campaign").asInt(), s.path("turn").asInt()));
        }
        SortedMap<String, SortedMap<String, Integer>> shares = new TreeMap<>();
        n.path("shares").properties().forEach(e -> {
            SortedMap<String, Integer> parts = new TreeMap<>();
            e.getValue().properties().forEach(p -> parts.put(p.getKey(), p.getValue().asInt()));
            shares.put(e.getKey(), parts);
        });
        return new Politics(holders, presidency, treaties, signatures, shares);
    }

    private static Treaty.Kind kind(JsonNode n) {
        return Treaty.Kind.valueOf(n.path("kind").asText().toUpperCase(Locale.ROOT));
    }

    private static SortedSet<String> texts(JsonNode array) {
        SortedSet<String> all = new TreeSet<>();
        array.forEach(x -> all.add(x.asText()));
        return all;
    }

    private static String lower(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }
}
