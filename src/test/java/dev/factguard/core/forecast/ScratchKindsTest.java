package dev.factguard.core.forecast;

import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.outcome.PromptFeatures;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ScratchKindsTest {
    @Test
    void print() throws Exception {
        for (String l : Files.readAllLines(Path.of(System.getProperty("probe", "/tmp/d3_kinds.txt")))) {
            if (l.isBlank()) {
                continue;
            }
            String p = l.replace("\\n", "\n");
            KnowledgeQuery q = KnowledgeQuery.of(p);
            var cues = PromptFeatures.of(p, q.analyzed(), null).cues();
            System.out.println("KIND " + AskReader.of(q, cues) + " " + cues + " :: " + l);
        }
    }
}
