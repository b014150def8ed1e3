"""The two ways to run all-MiniLM-L6-v2 here, side by side: int8 ONNX on ONNX Runtime (the default) and
fp32 safetensors through sentence-transformers/PyTorch (needs `pip install sentence-transformers`,
which is not a dependency of the service). Load time, the turns of LoCoMo 26 (up to 600) in batches, one short query,
and how far the two agree (cosine of the two embeddings of each turn).

    .venv/bin/python -m bench.embedding_backends --shared ../shared
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import numpy as np

from bench._common import write_result
from factlayer.memory.embeddings import OnnxMiniLM, TorchMiniLM


def _time(fn: Any) -> tuple[Any, float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    out = fn()
    return out, time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    data = json.loads((Path(args.shared) / "data" / "memory" / "locomo_26.json").read_text(encoding="utf-8"))
    turns = [
        f"{t['speaker']}: {t['text']}"
        for k, v in data.items()
        if k.startswith("session_") and isinstance(v, list)
        for t in v
    ][:600]
    figures: dict[str, Any] = {}
    vectors = {}
    for name, cls in (("onnx_int8", OnnxMiniLM), ("torch_fp32", TorchMiniLM)):
        model, load_s, _ = _time(lambda cls=cls: cls(threads=args.threads))
        vectors[name], wall, cpu = _time(lambda model=model: model.encode(turns))
        queries = []
        for _ in range(30):
            _, q_wall, _ = _time(lambda model=model: model.encode(["What did Caroline research?"]))
            queries.append(q_wall * 1000)
        figures[name] = {
            "load_s": round(load_s, 2),
            "turns": len(turns),
            "encode_wall_s": round(wall, 2),
            "encode_cpu_s": round(cpu, 2),
            "query_ms_median": round(float(np.median(queries)), 2),
        }
        print(name, figures[name], flush=True)
    agreement = (vectors["onnx_int8"] * vectors["torch_fp32"]).sum(axis=1)
    figures["cosine_agreement"] = {"mean": round(float(agreement.mean()), 4), "min": round(float(agreement.min()), 4)}
    print("agreement", figures["cosine_agreement"])
    write_result("embedding_backends", figures, params={"threads": args.threads}, notes=[], out=None)


if __name__ == "__main__":
    main()
