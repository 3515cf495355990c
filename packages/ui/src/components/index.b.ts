// Engineer B's components are exported here (placeholder until B adds them).
export {}
