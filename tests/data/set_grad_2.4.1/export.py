import torch, sys
class M(torch.nn.Module):
    def __init__(self):
        super().__init__(); self.l = torch.nn.Linear(4,4)
    def forward(self, x):
        y = self.l(x)
        with torch.no_grad():
            z = y * 2
        return y + z
ep = torch.export.export(M(), (torch.randn(2,4),), strict=False)
print([n.target for n in ep.graph.nodes if n.op=='call_function'])
torch.export.save(ep, sys.argv[1])
try:
    torch.export.load(sys.argv[1]); print("2.4.1 loads its own")
except Exception as e: print("2.4.1 fails:", type(e).__name__, str(e)[:200])
